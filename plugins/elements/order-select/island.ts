import { defineIsland } from '@tessera/sdk/island';
import { checkoutStore, type OfferedProduct } from '@tessera/sdk/checkout';

/** Tells the page's checkout what this Order Select offers and what the buyer has chosen in it. */
export default defineIsland((root) => {
  const inputs = [...root.querySelectorAll<HTMLInputElement>('.ts-order-select__input')];
  if (!inputs.length) return;
  const offered: OfferedProduct[] = inputs.map((input) => ({
    id: Number(input.value),
    name: input.dataset.name ?? '',
    amount: Number(input.dataset.amount),
    currency: input.dataset.currency ?? '',
    interval: input.dataset.interval || null,
    image: input.dataset.image ?? '',
  }));
  const report = () => {
    const chosen = new Map<number, number>();
    for (const input of inputs) {
      if (!input.checked) continue;
      const quantity = root.querySelector<HTMLInputElement>(`.ts-order-select__quantity[data-product="${input.value}"]`);
      const count = quantity ? Math.min(99, Math.max(1, Math.floor(Number(quantity.value) || 1))) : 1;
      chosen.set(Number(input.value), count);
    }
    checkoutStore().choose(root.id, offered, chosen);
  };
  root.addEventListener('change', report);
  root.addEventListener('input', report);
  report();
  return () => {
    root.removeEventListener('change', report);
    root.removeEventListener('input', report);
  };
});
