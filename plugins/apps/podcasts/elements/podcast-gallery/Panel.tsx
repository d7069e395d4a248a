import { z, type ElementPanelProps } from '@tessera/sdk';
import { NumberField, SelectField, TextField, ToggleField, useEditorServices } from '@tessera/sdk/editor';
import { useEffect, useState } from 'react';
import { PODCAST_GALLERY_MAX, type PodcastGalleryProps } from './schema.ts';

const shownCollections = z.object({ data: z.array(z.object({ id: z.number(), title: z.string() })) });

export default function PodcastGalleryPanel({ props, onChange }: ElementPanelProps<PodcastGalleryProps>) {
  const { landingId, request } = useEditorServices();
  const [collections, setCollections] = useState<{ id: number; title: string }[]>([]);
  useEffect(() => {
    if (landingId === undefined || !request) return;
    let live = true;
    request(`/landings/${landingId}/podcast-collections`, { schema: shownCollections })
      .then((body) => live && setCollections(body.data))
      .catch(() => live && setCollections([]));
    return () => {
      live = false;
    };
  }, [landingId, request]);

  return (
    <>
      <SelectField
        label="Episodes of"
        value={props.collection ?? 0}
        options={[{ value: 0, label: 'This website (Episodes)' }, ...collections.map((collection) => ({ value: collection.id, label: collection.title }))]}
        hint="Or a podcast this website shows (Podcasts in the dashboard)."
        onChange={(collection) => onChange({ collection: collection === 0 ? null : collection })}
      />
      <TextField label="Heading" value={props.heading} onChange={(heading) => onChange({ heading })} />
      <SelectField
        label="Layout"
        value={props.layout}
        options={[
          { value: 'grid', label: 'Grid' },
          { value: 'list', label: 'List' },
        ]}
        onChange={(layout) => onChange({ layout })}
      />
      <NumberField
        label="Episodes shown"
        type="integer"
        min={1}
        max={PODCAST_GALLERY_MAX}
        value={props.count}
        hint="The newest episodes are shown first."
        onChange={(count) => onChange({ count: count === '' ? 1 : count })}
      />
      <ToggleField label="Show each episode's notes" value={props.showDescription} onChange={(showDescription) => onChange({ showDescription })} />
    </>
  );
}
