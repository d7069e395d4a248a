import type { ElementPanelProps } from '@tessera/sdk';
import { ButtonOptionFields, SelectField, useEditorServices } from '@tessera/sdk/editor';
import type { StripeLinkProps } from './schema.ts';

export default function StripeLinkPanel({ props, onChange }: ElementPanelProps<StripeLinkProps>) {
  const { products = [] } = useEditorServices();
  const linked = products.filter((product) => product.paymentLinkUrl);
  return (
    <>
      <SelectField
        label="Product"
        value={props.productId ?? 0}
        options={[{ value: 0, label: 'None' }, ...linked.map((product) => ({ value: product.id, label: product.name }))]}
        onChange={(productId) => onChange({ productId: productId || null })}
        hint="The button opens the payment provider’s page for this product."
      />
      <ButtonOptionFields value={props.button} withLink={false} onChange={(button) => onChange({ button })} />
    </>
  );
}
