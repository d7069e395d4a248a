import type { ElementPanelProps } from '@tessera/sdk';
import { AfterSubmitFields, ButtonOptionFields, SegmentedField, TextField } from '@tessera/sdk/editor';
import type { ButtonProps } from './schema.ts';

function SectionField({ props, onChange }: ElementPanelProps<ButtonProps>) {
  const { button } = props;
  if (button.ActionType !== 'other') return null;
  return button.PageId === null ? (
    <TextField
      label="Section on this page"
      value={button.WebSectionId}
      onChange={(WebSectionId) => onChange({ button: { ...button, WebSectionId } })}
      hint="The id of the section to scroll to, e.g. section-2. Used when no page is chosen."
    />
  ) : (
    <TextField
      label="Section of the linked page"
      value={button.SectionId}
      onChange={(SectionId) => onChange({ button: { ...button, SectionId } })}
      hint="Optional: the id of a section on that page."
    />
  );
}

export default function ButtonPanel(panel: ElementPanelProps<ButtonProps>) {
  const { props, onChange } = panel;
  const submit = props.action === 'submit';
  return (
    <>
      <SegmentedField
        label="Button action"
        value={props.action}
        options={[
          { value: 'link', label: 'Link or popup' },
          { value: 'submit', label: 'Submit form' },
        ]}
        onChange={(action) => onChange({ action })}
      />
      {submit ? <p className="ts-field__hint">Sends the Input, Text Area, Checkbox and Dropdown elements of this button&apos;s section.</p> : null}
      <ButtonOptionFields value={props.button} onChange={(button) => onChange({ button })} withLink={!submit} />
      {submit ? <AfterSubmitFields value={props} onChange={onChange} /> : <SectionField {...panel} />}
    </>
  );
}
