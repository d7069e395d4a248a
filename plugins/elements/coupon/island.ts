import { checkoutStore, COUPON_CHECK_URL, formatMoney } from '@tessera/sdk/checkout';
import { defineIsland } from '@tessera/sdk/island';

interface CouponAnswer {
  data?: { code: string; percent_off: number | null; amount_off: number | null; currency: string };
  message?: string;
}

/** Checks the code with the website (GET COUPON_CHECK_URL) and applies it to the page's checkout, or says why not. */
export default defineIsland((root) => {
  const input = root.querySelector<HTMLInputElement>('.ts-coupon__input');
  const button = root.querySelector<HTMLButtonElement>('.ts-coupon__apply');
  const status = root.querySelector<HTMLElement>('.ts-coupon__status');
  if (!input || !button || !status) return;
  const store = checkoutStore();
  const say = (text: string, failed: boolean) => {
    status.textContent = text;
    status.classList.toggle('ts-coupon__status--error', failed);
    input.setAttribute('aria-invalid', String(failed));
  };
  const apply = async () => {
    const code = input.value.trim();
    if (!code) {
      store.setCoupon(null);
      say('', false);
      return;
    }
    button.disabled = true;
    try {
      const response = await fetch(`${COUPON_CHECK_URL}?code=${encodeURIComponent(code)}`, { headers: { accept: 'application/json' } });
      const answer = (await response.json().catch(() => ({}))) as CouponAnswer;
      if (!response.ok || !answer.data) {
        store.setCoupon(null);
        say(answer.message ?? 'This coupon could not be checked. Please try again.', true);
        return;
      }
      const coupon = answer.data;
      store.setCoupon({ code: coupon.code, percent_off: coupon.percent_off, amount_off: coupon.amount_off });
      say(`Coupon ${coupon.code} applied: ${coupon.percent_off ? `${coupon.percent_off}% off` : `${formatMoney(coupon.amount_off ?? 0, coupon.currency)} off`}.`, false);
    } catch {
      say('This coupon could not be checked. Please try again.', true);
    } finally {
      button.disabled = false;
    }
  };
  const onClick = () => void apply();
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };
  button.addEventListener('click', onClick);
  input.addEventListener('keydown', onKey);
  return () => {
    button.removeEventListener('click', onClick);
    input.removeEventListener('keydown', onKey);
  };
});
