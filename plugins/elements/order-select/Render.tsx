import { formatMoney, useSite, type ElementRenderProps, type SiteProduct } from '@tessera/sdk';
import type { OrderSelectProps } from './schema.ts';

export const priceText = (product: SiteProduct) => `${formatMoney(product.amount, product.currency)}${product.interval ? ` / ${product.interval}` : ''}`;

export function OrderSelectRender({ id, props, mode }: ElementRenderProps<OrderSelectProps>) {
  const { shop } = useSite();
  // Archived or deleted products drop out here, so a page published again no longer offers them.
  const products = props.productIds.map((productId) => shop?.product(productId)).filter((product): product is SiteProduct => product !== undefined);
  if (!products.length) {
    if (mode !== 'canvas') return null;
    return (
      <p className="ts-order-select__note" role="note">
        {shop?.ready === false ? 'Connect a payment gateway to this website to sell products here.' : 'Choose the products this element offers in its settings.'}
      </p>
    );
  }
  return (
    <fieldset className="ts-order-select" data-ts-order-select="">
      {props.title ? <legend className="ts-order-select__title">{props.title}</legend> : null}
      {products.map((product) => (
        <div key={product.id} className="ts-order-select__item">
          <label className="ts-order-select__choice">
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={`${id}-product`}
              value={product.id}
              className="ts-order-select__input"
              data-name={product.name}
              data-amount={product.amount}
              data-currency={product.currency}
              data-interval={product.interval ?? ''}
            />
            <span className="ts-order-select__name">{product.name}</span>
            <span className="ts-order-select__price">{priceText(product)}</span>
          </label>
          {product.description ? <p className="ts-order-select__description">{product.description}</p> : null}
          {props.showQuantity && product.interval === null ? (
            <input type="number" className="ts-order-select__quantity" min={1} max={99} defaultValue={1} aria-label={`Quantity of ${product.name}`} data-product={product.id} />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
