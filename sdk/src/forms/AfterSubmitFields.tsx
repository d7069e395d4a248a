import { useEditorServices } from '../editor/editor-context.tsx';
import { SegmentedField, SelectField, TextAreaField, TextField } from '../editor/fields.tsx';
import type { AfterSubmit } from './after-submit.ts';

export type AfterSubmitSettings = AfterSubmit & { successMessage: string };

/**
 * The inspector fields of `afterSubmitFields`: show a message, go to a page of the site, or go to
 * an address. Calls `onChange` with the changed field alone, so a panel can pass its own.
 */
export function AfterSubmitFields({ value, onChange }: { value: AfterSubmitSettings; onChange: (patch: Partial<AfterSubmitSettings>) => void }) {
  const { pages } = useEditorServices();
  return (
    <>
      <SegmentedField
        label="After sending"
        value={value.afterSubmit}
        options={[
          { value: 'message', label: 'Show a message' },
          { value: 'page', label: 'Go to a page' },
          { value: 'url', label: 'Go to an address' },
        ]}
        onChange={(afterSubmit) => onChange({ afterSubmit })}
      />
      {value.afterSubmit === 'page' ? (
        <SelectField
          label="Page to go to"
          value={value.redirectPageId ?? 0}
          options={[{ value: 0, label: 'Choose a page' }, ...pages.map((page) => ({ value: page.id, label: page.name }))]}
          onChange={(pageId) => onChange({ redirectPageId: pageId || null })}
        />
      ) : null}
      {value.afterSubmit === 'url' ? <TextField label="Address to go to" value={value.redirectUrl} onChange={(redirectUrl) => onChange({ redirectUrl })} placeholder="https://…" /> : null}
      <TextAreaField
        label="Success message"
        value={value.successMessage}
        onChange={(successMessage) => onChange({ successMessage })}
        hint={value.afterSubmit === 'message' ? undefined : 'Shown when the page or address is missing.'}
      />
    </>
  );
}
