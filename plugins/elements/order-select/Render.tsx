import { useSite, type ElementRenderProps, type SiteProduct } from '@tessera/sdk';
import { priceParts } from './price-text.ts';
import type { OrderSelectProps } from './schema.ts';

export { priceText } from './price-text.ts';

/** A product without a picture shows its initial on the brand colour, so the cards still line up. */
function ProductMedia({ product }: { product: SiteProduct }) {
  if (product.image) return <img className="ts-order-select__image" src={product.image} alt="" loading="lazy" decoding="async" />;
  return (
    <span className="ts-order-select__image ts-order-select__image--none" aria-hidden="true">
      {product.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

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
      <div className="ts-order-select__cards">
        {products.map((product) => {
          const price = priceParts(product);
          const inputId = `${id}-product-${product.id}`;
          return (
            <div key={product.id} className="ts-order-select__card">
              <label className="ts-order-select__choice" htmlFor={inputId}>
                <ProductMedia product={product} />
                <span className="ts-order-select__body">
                  <span className="ts-order-select__name">{product.name}</span>
                  {product.description ? <span className="ts-order-select__description">{product.description}</span> : null}
                  <span className="ts-order-select__price">
                    <span className="ts-order-select__amount">{price.amount}</span> <span className="ts-order-select__cadence">{price.cadence}</span>
                  </span>
                </span>
                <input
                  id={inputId}
                  type={props.multiple ? 'checkbox' : 'radio'}
                  name={`${id}-product`}
                  value={product.id}
                  className="ts-order-select__input"
                  data-name={product.name}
                  data-amount={product.amount}
                  data-currency={product.currency}
                  data-interval={product.interval ?? ''}
                  data-image={product.image ?? ''}
                />
              </label>
              {props.showQuantity && product.interval === null ? (
                <span className="ts-order-select__quantity-row">
                  <label className="ts-order-select__quantity-label" htmlFor={`${inputId}-quantity`}>
                    Quantity
                  </label>
                  <input id={`${inputId}-quantity`} type="number" className="ts-order-select__quantity" min={1} max={99} defaultValue={1} aria-label={`Quantity of ${product.name}`} data-product={product.id} />
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
