import { SelectField } from '@tessera/sdk/editor';
import { OptionalColorField } from './OptionalColorField.tsx';
import { HOVER_ANIMATION_OPTIONS } from './style-options.ts';
import type { NodeStyleEditor } from './use-node-style.ts';

/** What changes when a visitor points at the node: colours and one of the 28 hover animations. */
export function HoverFields({ editor }: { editor: NodeStyleEditor }) {
  return (
    <>
      <OptionalColorField
        label="Background colour on hover"
        value={editor.value('HoverBackgroundColor')}
        onChange={(HoverBackgroundColor) => editor.set({ HoverBackgroundColor })}
      />
      <OptionalColorField label="Border colour on hover" value={editor.value('HoverBorderColor')} onChange={(HoverBorderColor) => editor.set({ HoverBorderColor })} />
      <OptionalColorField label="Text colour on hover" value={editor.value('HoverTextColor')} onChange={(HoverTextColor) => editor.set({ HoverTextColor })} />
      <SelectField
        label="Hover animation"
        value={editor.value('HoverAnimation') ?? ''}
        options={HOVER_ANIMATION_OPTIONS}
        onChange={(value) => editor.set({ HoverAnimation: value || undefined })}
      />
    </>
  );
}
