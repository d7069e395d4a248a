import { checkoutStore } from '@tessera/sdk/checkout';
import { defineIsland } from '@tessera/sdk/island';
import { summaryView, type SummaryLine } from './summary-lines.ts';

/** Shows the page's checkout as the buyer chooses: its lines, the coupon's line and the total. */
export default defineIsland((root) => {
  const find = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const lines = find<HTMLUListElement>('.ts-order-summary__lines');
  const empty = find('.ts-order-summary__empty');
  const subtotalRow = find('[data-row="subtotal"]');
  const subtotal = find('.ts-order-summary__subtotal');
  const couponRow = find('[data-row="discount"]');
  const coupon = find('.ts-order-summary__coupon');
  const discount = find('.ts-order-summary__discount');
  const total = find('.ts-order-summary__total');
  if (!lines || !empty || !subtotalRow || !subtotal || !couponRow || !coupon || !discount || !total) return;
  const doc = root.ownerDocument;
  const span = (className: string, text: string) => {
    const element = doc.createElement('span');
    element.className = className;
    element.textContent = text;
    return element;
  };
  const item = (line: SummaryLine) => {
    const row = doc.createElement('li');
    row.className = 'ts-order-summary__line';
    const media = line.image ? doc.createElement('img') : span('ts-order-summary__thumb ts-order-summary__thumb--none', line.name.trim().charAt(0).toUpperCase());
    if (media instanceof HTMLImageElement) {
      media.className = 'ts-order-summary__thumb';
      media.src = line.image;
      media.alt = '';
    } else media.setAttribute('aria-hidden', 'true');
    const words = span('ts-order-summary__words', '');
    words.append(span('ts-order-summary__name', line.name), span('ts-order-summary__detail', line.detail));
    row.append(media, words, span('ts-order-summary__amount', line.amount));
    return row;
  };
  return checkoutStore().subscribe((state) => {
    const view = summaryView(state);
    lines.replaceChildren(...view.lines.map(item));
    empty.hidden = view.lines.length > 0;
    subtotalRow.hidden = view.subtotal === null;
    subtotal.textContent = view.subtotal ?? '';
    couponRow.hidden = view.coupon === null;
    coupon.textContent = view.coupon?.label ?? '';
    discount.textContent = view.coupon?.amount ?? '';
    total.textContent = view.total;
  });
});
