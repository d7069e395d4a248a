import { z, type ElementPanelProps } from '@tessera/sdk';
import { NumberField, SelectField, TextField, useEditorServices } from '@tessera/sdk/editor';
import { useEffect, useState } from 'react';
import { YOUTUBE_GALLERY_MAX, type YoutubeGalleryProps } from './schema.ts';

const shownChannels = z.object({ data: z.array(z.object({ id: z.number(), title: z.string() })) });

export default function YoutubeGalleryPanel({ props, onChange }: ElementPanelProps<YoutubeGalleryProps>) {
  const { landingId, request } = useEditorServices();
  const [channels, setChannels] = useState<{ id: number; title: string }[] | null>(null);
  useEffect(() => {
    if (landingId === undefined || !request) return;
    let live = true;
    request(`/landings/${landingId}/youtube-channels`, { schema: shownChannels })
      .then((body) => live && setChannels(body.data))
      .catch(() => live && setChannels([]));
    return () => {
      live = false;
    };
  }, [landingId, request]);

  const options = [{ value: 0, label: 'The first channel this website shows' }, ...(channels ?? []).map((channel) => ({ value: channel.id, label: channel.title }))];
  return (
    <>
      <SelectField
        label="Channel"
        value={props.channel ?? 0}
        options={options}
        hint={channels?.length === 0 ? 'This website shows no channel yet: add one in Video channels and choose this website there.' : 'Channels this website shows (Video channels in the dashboard).'}
        onChange={(channel) => onChange({ channel: channel === 0 ? null : channel })}
      />
      <TextField label="Heading" value={props.heading} onChange={(heading) => onChange({ heading })} />
      <NumberField label="Videos shown" type="integer" min={1} max={YOUTUBE_GALLERY_MAX} value={props.count} onChange={(count) => onChange({ count: count === '' ? 1 : count })} />
      <NumberField
        label="Columns"
        type="integer"
        min={2}
        max={4}
        required
        value={props.columns}
        // Whole numbers clamped to 2–4: exactly the schema's choices.
        onChange={(columns) => columns !== '' && onChange({ columns: columns as YoutubeGalleryProps['columns'] })}
      />
    </>
  );
}
