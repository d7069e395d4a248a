import { classifyVideoLink, type ElementPanelProps } from '@tessera/sdk';
import { ImageField, SegmentedField, TextField, ToggleField } from '@tessera/sdk/editor';
import { VIDEO_ASPECT_RATIOS, type VideoProps } from './schema.ts';

const KIND_HINT = { youtube: 'Plays through YouTube.', vimeo: 'Plays through Vimeo.', video: 'Plays as a video file in the browser.' } as const;

export default function VideoPanel({ props, onChange }: ElementPanelProps<VideoProps>) {
  return (
    <>
      <TextField
        label="Video link"
        value={props.url}
        placeholder="https://youtu.be/… or https://…/clip.mp4"
        hint={props.url ? KIND_HINT[classifyVideoLink(props.url)] : 'A YouTube or Vimeo link, or the address of a video file.'}
        onChange={(url) => onChange({ url })}
      />
      <TextField label="Video title" value={props.title} hint="Read out by screen readers and shown on the play button." onChange={(title) => onChange({ title })} />
      <SegmentedField
        label="Aspect ratio"
        value={props.aspectRatio}
        options={VIDEO_ASPECT_RATIOS.map((ratio) => ({ value: ratio, label: ratio }))}
        onChange={(aspectRatio) => onChange({ aspectRatio })}
      />
      <ImageField label="Poster image" value={props.poster} onChange={(poster) => onChange({ poster })} />
      <ToggleField label="Start playing on its own (muted)" value={props.autoplay} onChange={(autoplay) => onChange({ autoplay })} />
      <ToggleField label="Play in a loop" value={props.loop} onChange={(loop) => onChange({ loop })} />
      <ToggleField label="Show the player controls" value={props.controls} onChange={(controls) => onChange({ controls })} />
    </>
  );
}
