import type { ElementPanelProps } from '@tessera/sdk';
import { AfterSubmitFields, ButtonOptionFields, TextField } from '@tessera/sdk/editor';
import type { CreditCardProps } from './schema.ts';

export default function CreditCardPanel({ props, onChange }: ElementPanelProps<CreditCardProps>) {
  return (
    <>
      <TextField label="Title" value={props.title} onChange={(title) => onChange({ title })} />
      <AfterSubmitFields value={props} onChange={onChange} />
      <ButtonOptionFields value={props.button} withLink={false} onChange={(button) => onChange({ button })} />
    </>
  );
}
