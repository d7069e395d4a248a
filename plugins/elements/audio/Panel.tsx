import type { ElementPanelProps } from '@tessera/sdk';
import { ColorField, ImageField, PixelField, TextField, ToggleField } from '@tessera/sdk/editor';
import type { AudioProps } from './schema.ts';

export default function AudioPanel({ props, onChange }: ElementPanelProps<AudioProps>) {
  return (
    <>
      <TextField label="Audio file address" value={props.url} placeholder="https://…/episode.mp3" onChange={(url) => onChange({ url })} />
      <TextField label="Title" value={props.title} onChange={(title) => onChange({ title })} />
      <TextField label="Artist" value={props.artist} onChange={(artist) => onChange({ artist })} />
      <ImageField label="Cover image" value={props.cover} onChange={(cover) => onChange({ cover })} />
      <ToggleField
        label="Start playing on its own"
        value={props.autoplay}
        hint="Most browsers only allow this after the visitor has interacted with the site."
        onChange={(autoplay) => onChange({ autoplay })}
      />
      <ToggleField label="Play in a loop" value={props.loop} onChange={(loop) => onChange({ loop })} />
      <ColorField label="Background colour" value={props.backgroundColor} onChange={(backgroundColor) => onChange({ backgroundColor })} />
      <ColorField label="Text colour" value={props.textColor} onChange={(textColor) => onChange({ textColor })} />
      <PixelField label="Corner radius" min={0} max={100} value={props.borderRadius} onChange={(borderRadius) => onChange({ borderRadius })} />
    </>
  );
}
