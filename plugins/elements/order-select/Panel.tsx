import type { ElementPanelProps } from '@tessera/sdk';
import { TextField, ToggleField, useEditorServices } from '@tessera/sdk/editor';
import { priceText } from './price-text.ts';
import type { OrderSelectProps } from './schema.ts';

export default function OrderSelectPanel({ props, onChange }: ElementPanelProps<OrderSelectProps>) {
  const { products = [], dashboardLinks } = useEditorServices();
  const toggle = (productId: number, on: boolean) =>
    onChange({ productIds: on ? [...props.productIds, productId] : props.productIds.filter((id) => id !== productId) });
  const gone = props.productIds.filter((id) => !products.some((product) => product.id === id));
  return (
    <>
      <TextField label="Title" value={props.title} onChange={(title) => onChange({ title })} />
      <fieldset className="ts-field">
        <legend className="ts-field__label">Products</legend>
        {products.map((product) => (
          <label key={product.id} className="ts-field__check">
            <input type="checkbox" checked={props.productIds.includes(product.id)} onChange={(event) => toggle(product.id, event.target.checked)} /> {product.name} ({priceText(product)})
          </label>
        ))}
        {gone.length ? <p className="ts-field__hint">{gone.length === 1 ? 'One chosen product is' : `${gone.length} chosen products are`} archived or deleted and will not show.</p> : null}
        {dashboardLinks?.products ? (
          <p className="ts-field__hint">
            <a href={dashboardLinks.products} target="_blank" rel="noreferrer">
              {products.length ? 'Create or edit products in the dashboard' : 'This website has no products yet: create one in the dashboard'}
            </a>
          </p>
        ) : null}
      </fieldset>
      <ToggleField label="Buyers may choose several" value={props.multiple} onChange={(multiple) => onChange({ multiple })} />
      <ToggleField label="Ask for quantities" hint="Subscriptions are always bought once." value={props.showQuantity} onChange={(showQuantity) => onChange({ showQuantity })} />
    </>
  );
}
