import type { ElementPanelProps } from '@tessera/sdk';
import { TextField } from '@tessera/sdk/editor';
import type { OrderSummaryProps } from './schema.ts';

export default function OrderSummaryPanel({ props, onChange }: ElementPanelProps<OrderSummaryProps>) {
  return (
    <>
      <TextField label="Title" value={props.title} onChange={(title) => onChange({ title })} />
      <TextField label="Shown before anything is chosen" value={props.emptyText} onChange={(emptyText) => onChange({ emptyText })} />
    </>
  );
}
