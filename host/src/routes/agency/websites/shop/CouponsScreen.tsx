import { FormModalFooter } from '../../../../ui/FormModalFooter.tsx';
import { centsFromAmountText, createCouponBodySchema, formatMoney, type Gateway, type ShopCoupon } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { createCoupon, useCoupons, useShopMutation } from '../../../../api/shop-api.ts';
import { fieldError, FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { limitFromText } from '../../../../ui/limit-text.ts';
import { Modal } from '../../../../ui/Modal.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { useCheckedSubmit } from '../../../../ui/use-checked-submit.ts';
import { websiteScreen } from '../website-screen.tsx';
import { CatalogScreen } from './CatalogScreen.tsx';

const discountLabel = (coupon: ShopCoupon) => (coupon.percent_off !== null ? `${coupon.percent_off}% off` : `${formatMoney(coupon.amount_off ?? 0, coupon.currency)} off`);

/** What limits a coupon, as its list line says it. */
function limitsLabel(coupon: ShopCoupon): string {
  const parts = [coupon.max_redemptions === null ? `Used ${coupon.redemptions} times` : `Used ${coupon.redemptions} of ${coupon.max_redemptions}`];
  if (coupon.redeem_by !== null) parts.push(`until ${coupon.redeem_by.slice(0, 10)}`);
  if (coupon.once_per_buyer) parts.push('once per buyer');
  return parts.join(' · ');
}

/** The last day a coupon works, typed as a date, ends at the close of that day (UTC). */
const endOfDay = (day: string) => (day === '' ? null : `${day}T23:59:59Z`);

function CouponDialog({ landingId, gateway, onClose }: { landingId: number; gateway: Gateway; onClose(): void }) {
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [duration, setDuration] = useState<'once' | 'forever'>('once');
  const [uses, setUses] = useState('');
  const [lastDay, setLastDay] = useState('');
  const [oncePerBuyer, setOncePerBuyer] = useState(false);
  const save = useShopMutation(landingId, (body: Parameters<typeof createCoupon>[2]) => createCoupon(landingId, gateway.account_id, body));
  const { errors, submit } = useCheckedSubmit(createCouponBodySchema, save, onClose);
  const onSubmit = (event: FormEvent) => {
    const number = kind === 'percent' ? (value.trim() === '' ? null : Number(value)) : centsFromAmountText(value);
    submit(event, {
      name,
      code,
      duration,
      percent_off: kind === 'percent' ? number : null,
      amount_off: kind === 'amount' ? number : null,
      max_redemptions: limitFromText(uses),
      redeem_by: endOfDay(lastDay),
      once_per_buyer: oncePerBuyer,
    });
  };
  return (
    <Modal
      title="Add a coupon"
      onClose={onClose}
      footer={<FormModalFooter formId={"coupon-form"} submitLabel="Add coupon" busy={save.isPending} onCancel={onClose} />}
    >
      <form id="coupon-form" className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField id="coupon-name" label="Name" value={name} onValue={setName} error={fieldError(errors, 'name')} />
        <TextField id="coupon-code" label="Code buyers type" value={code} onValue={setCode} error={fieldError(errors, 'code')} hint="Letters, digits, dashes; it is kept in capitals." />
        <FormRow id="coupon-kind" label="Discount">
          <select id="coupon-kind" className="input" value={kind} onChange={(event) => setKind(event.target.value as typeof kind)}>
            <option value="percent">A percentage</option>
            <option value="amount">An amount ({gateway.currency.toUpperCase()})</option>
          </select>
        </FormRow>
        <TextField
          id="coupon-value"
          label={kind === 'percent' ? 'Percent off' : 'Amount off'}
          inputMode="decimal"
          value={value}
          onValue={setValue}
          error={fieldError(errors, kind === 'percent' ? 'percent_off' : 'amount_off') ?? fieldError(errors, 'percent_off')}
          hint={kind === 'amount' ? 'Taken off one-time products only.' : undefined}
        />
        <FormRow id="coupon-duration" label="On subscriptions">
          <select id="coupon-duration" className="input" value={duration} onChange={(event) => setDuration(event.target.value as typeof duration)}>
            <option value="once">The first payment only</option>
            <option value="forever">Every payment</option>
          </select>
        </FormRow>
        <TextField
          id="coupon-uses"
          label="Number of uses"
          inputMode="numeric"
          value={uses}
          onValue={setUses}
          error={fieldError(errors, 'max_redemptions')}
          hint="Paid orders it may discount. Leave empty for no limit."
        />
        <TextField
          id="coupon-last-day"
          label="Last day"
          type="date"
          value={lastDay}
          onValue={setLastDay}
          error={fieldError(errors, 'redeem_by')}
          hint="It works until the end of this day (UTC). Leave empty for no end."
        />
        <label className="check">
          <input type="checkbox" checked={oncePerBuyer} onChange={(event) => setOncePerBuyer(event.target.checked)} />
          <span>Once per buyer (by e-mail address)</span>
        </label>
      </form>
    </Modal>
  );
}

/** /agency/websites/{id}/coupons: codes buyers type in the Coupon element. */
export const CouponsScreen = websiteScreen(function CouponsOfWebsite({ landingId }) {
  const coupons = useCoupons(landingId);
  const [adding, setAdding] = useState(false);
  return (
    <CatalogScreen<ShopCoupon> landingId={landingId} kind="coupons" title="Coupons">
      {(gateway, actions) => (
        <>
          <div className="form-actions">
            <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>
              Add coupon
            </button>
          </div>
          {coupons.data?.length === 0 ? <StatusView title="No coupons yet" message="Add a coupon; buyers type its code in a Coupon element." /> : null}
          <ul className="simple-list">
            {(coupons.data ?? []).map((coupon) => (
              <li key={coupon.id} className="simple-list__item">
                <span className="table__primary">{coupon.code}</span>
                <span className="table__secondary">
                  {coupon.name} · {discountLabel(coupon)} · {limitsLabel(coupon)}
                  {coupon.archived ? ' · Archived' : ''}
                </span>
                {actions(coupon)}
              </li>
            ))}
          </ul>
          {adding ? <CouponDialog landingId={landingId} gateway={gateway} onClose={() => setAdding(false)} /> : null}
        </>
      )}
    </CatalogScreen>
  );
});
