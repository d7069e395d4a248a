import { checkoutStore, formatMoney } from '@tessera/sdk/checkout';
import { defineIsland } from '@tessera/sdk/island';

const money = (cents: number, currency: string) => formatMoney(cents, currency || 'usd');

/** Shows the page's checkout as the buyer chooses: its lines, the coupon's discount and the total. */
export default defineIsland((root) => {
  const lines = root.querySelector<HTMLUListElement>('.ts-order-summary__lines');
  const empty = root.querySelector<HTMLElement>('.ts-order-summary__empty');
  const discountRow = root.querySelector<HTMLElement>('[data-row="discount"]');
  const discount = root.querySelector<HTMLElement>('.ts-order-summary__discount');
  const total = root.querySelector<HTMLElement>('.ts-order-summary__total');
  if (!lines || !empty || !discountRow || !discount || !total) return;
  return checkoutStore().subscribe((state) => {
    lines.replaceChildren(
      ...state.lines.map((line) => {
        const item = root.ownerDocument.createElement('li');
        const name = root.ownerDocument.createElement('span');
        name.textContent = `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.name}${line.interval ? ` (per ${line.interval})` : ''}`;
        const price = root.ownerDocument.createElement('span');
        price.textContent = money(line.amount * line.quantity, state.currency);
        item.append(name, price);
        return item;
      }),
    );
    empty.hidden = state.lines.length > 0;
    discountRow.hidden = state.totals.discount === 0;
    discount.textContent = `−${money(state.totals.discount, state.currency)}${state.coupon ? ` (${state.coupon.code})` : ''}`;
    total.textContent = money(state.totals.total, state.currency);
  });
});
