import { SelectField, TextField } from '@tessera/sdk/editor';
import { OptionalColorField } from './OptionalColorField.tsx';
import { POSITION_OPTIONS } from './style-options.ts';
import { textOrUnset, type NodeStyleEditor } from './use-node-style.ts';

export function BackgroundFields({ editor }: { editor: NodeStyleEditor }) {
  const image = editor.value('BackgroundImage');
  return (
    <>
      <OptionalColorField
        label={editor.label('Background colour', 'BackgroundColor')}
        value={editor.value('BackgroundColor')}
        onChange={(BackgroundColor) => editor.set({ BackgroundColor })}
      />
      <TextField
        label="Background image"
        placeholder="https://…"
        hint="The address of an image; it covers the whole area."
        value={image ?? ''}
        onChange={(value) => editor.set({ BackgroundImage: textOrUnset(value) })}
      />
      {image ? (
        <SelectField
          label="Image position"
          value={editor.value('BackgroundImagePosition') ?? 'center'}
          options={POSITION_OPTIONS}
          onChange={(BackgroundImagePosition) => editor.set({ BackgroundImagePosition })}
        />
      ) : null}
    </>
  );
}
