import { NumberField, SegmentedField, SelectField } from '@tessera/sdk/editor';
import { OptionalColorField } from './OptionalColorField.tsx';
import { BORDER_OPTIONS, BORDER_STYLE_OPTIONS, RADIUS_EDGE_OPTIONS } from './style-options.ts';
import { numberOrEmpty, numberOrUnset, type NodeStyleEditor } from './use-node-style.ts';

/** Border sides, style, width and colour; corner radius and which corners it rounds. */
export function BorderFields({ editor }: { editor: NodeStyleEditor }) {
  const border = editor.value('Border') ?? '';
  return (
    <>
      <SelectField label="Border" value={border} options={BORDER_OPTIONS} onChange={(value) => editor.set({ Border: value || undefined })} />
      {border ? (
        <>
          <SelectField
            label="Border style"
            value={editor.value('BorderStyle') ?? 'solid'}
            options={BORDER_STYLE_OPTIONS}
            onChange={(BorderStyle) => editor.set({ BorderStyle })}
          />
          <NumberField
            label="Border width"
            type="integer"
            min={0}
            max={50}
            suffix="px"
            value={numberOrEmpty(editor.value('BorderWidth'))}
            onChange={(value) => editor.set({ BorderWidth: numberOrUnset(value) })}
          />
          <OptionalColorField label="Border colour" value={editor.value('BorderColor')} onChange={(BorderColor) => editor.set({ BorderColor })} />
        </>
      ) : null}
      <NumberField
        label={editor.label('Corner radius', 'BorderRadius')}
        type="integer"
        min={0}
        max={1000}
        suffix="px"
        value={numberOrEmpty(editor.value('BorderRadius'))}
        onChange={(value) => editor.set({ BorderRadius: numberOrUnset(value) })}
      />
      <SegmentedField
        label="Rounded corners"
        value={editor.value('RadiusEdge') ?? ''}
        options={RADIUS_EDGE_OPTIONS}
        onChange={(value) => editor.set({ RadiusEdge: value || undefined })}
      />
    </>
  );
}
