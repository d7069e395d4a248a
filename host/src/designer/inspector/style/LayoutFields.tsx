import { NumberField, SelectField } from '@tessera/sdk/editor';
import { SHADOW_OPTIONS } from './style-options.ts';
import { numberOrEmpty, numberOrUnset, type NodeStyleEditor } from './use-node-style.ts';

/** Width as a percentage of the space the node has, and its box shadow. */
export function LayoutFields({ editor }: { editor: NodeStyleEditor }) {
  return (
    <>
      <NumberField
        label={editor.label('Width', 'Width')}
        unit="percent"
        suffix="%"
        hint="Of the space it has; empty for all of it."
        value={numberOrEmpty(editor.value('Width'))}
        onChange={(value) => editor.set({ Width: numberOrUnset(value) })}
      />
      <SelectField label="Shadow" value={editor.value('BoxShadow') ?? ''} options={SHADOW_OPTIONS} onChange={(value) => editor.set({ BoxShadow: value || undefined })} />
    </>
  );
}
