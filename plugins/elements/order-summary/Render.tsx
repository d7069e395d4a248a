import { DEFAULT_CURRENCY_SYMBOL, formatMoney, useSite, type ElementRenderProps } from '@tessera/sdk';
import type { OrderSummaryProps } from './schema.ts';

/** Zero in the shop's currency; '$' (spec §3's default) before a payment account is connected. */
export const zeroTotal = (currency: string | undefined) => (currency ? formatMoney(0, currency) : `${DEFAULT_CURRENCY_SYMBOL}0.00`);

export function OrderSummaryRender({ id, props }: ElementRenderProps<OrderSummaryProps>) {
  const { shop } = useSite();
  const titleId = `${id}-title`;
  return (
    <section className="ts-order-summary" aria-labelledby={props.title ? titleId : undefined} aria-label={props.title ? undefined : 'Order summary'}>
      {props.title ? (
        <h2 className="ts-order-summary__title" id={titleId}>
          {props.title}
        </h2>
      ) : null}
      <p className="ts-order-summary__empty">{props.emptyText}</p>
      <ul className="ts-order-summary__lines" aria-label="Items" />
      <dl className="ts-order-summary__totals" aria-live="polite">
        <div className="ts-order-summary__row" data-row="subtotal" hidden>
          <dt>Subtotal</dt>
          <dd className="ts-order-summary__subtotal" />
        </div>
        <div className="ts-order-summary__row ts-order-summary__row--coupon" data-row="discount" hidden>
          <dt className="ts-order-summary__coupon">Discount</dt>
          <dd className="ts-order-summary__discount" />
        </div>
        <div className="ts-order-summary__row ts-order-summary__row--total">
          <dt>Total due today</dt>
          <dd className="ts-order-summary__total">{zeroTotal(shop?.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
