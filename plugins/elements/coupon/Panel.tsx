import type { ElementPanelProps } from '@tessera/sdk';
import { TextField } from '@tessera/sdk/editor';
import type { CouponProps } from './schema.ts';

export default function CouponPanel({ props, onChange }: ElementPanelProps<CouponProps>) {
  return (
    <>
      <TextField label="Label" value={props.label} onChange={(label) => onChange({ label })} />
      <TextField label="Placeholder" value={props.placeholder} onChange={(placeholder) => onChange({ placeholder })} />
      <TextField label="Button text" value={props.buttonText} onChange={(buttonText) => onChange({ buttonText })} />
      <p className="ts-field__hint">Buyers type a code of this website’s coupons (Coupons in its dashboard).</p>
    </>
  );
}
