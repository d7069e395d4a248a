import type { ElementPanelProps } from '@tessera/sdk';
import { ButtonOptionFields, SegmentedField, SelectField, TextAreaField, TextField, useEditorServices } from '@tessera/sdk/editor';
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

function AfterSubmitFields({ props, onChange }: ElementPanelProps<ButtonProps>) {
  const { pages } = useEditorServices();
  return (
    <>
      <SegmentedField
        label="After sending"
        value={props.afterSubmit}
        options={[
          { value: 'message', label: 'Show a message' },
          { value: 'page', label: 'Go to a page' },
          { value: 'url', label: 'Go to an address' },
        ]}
        onChange={(afterSubmit) => onChange({ afterSubmit })}
      />
      {props.afterSubmit === 'page' ? (
        <SelectField
          label="Page to go to"
          value={props.redirectPageId ?? 0}
          options={[{ value: 0, label: 'Choose a page' }, ...pages.map((page) => ({ value: page.id, label: page.name }))]}
          onChange={(pageId) => onChange({ redirectPageId: pageId || null })}
        />
      ) : null}
      {props.afterSubmit === 'url' ? <TextField label="Address to go to" value={props.redirectUrl} onChange={(redirectUrl) => onChange({ redirectUrl })} placeholder="https://…" /> : null}
      <TextAreaField
        label="Success message"
        value={props.successMessage}
        onChange={(successMessage) => onChange({ successMessage })}
        hint={props.afterSubmit === 'message' ? undefined : 'Shown when the page or address is missing.'}
      />
    </>
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
      {submit ? <AfterSubmitFields {...panel} /> : <SectionField {...panel} />}
    </>
  );
}
