import { afterSubmitRedirect, ButtonView, useSite, type ElementRenderProps } from '@tessera/sdk';
import type { CreditCardProps } from './schema.ts';

/** The provider's split card fields, as its own payment form lays them out: the number across, expiry and CVC side by side. */
export const CARD_SLOTS = [
  { key: 'number', label: 'Card number' },
  { key: 'expiry', label: 'Expiration date' },
  { key: 'cvc', label: 'Security code' },
] as const;

function CardSlot({ id, slot }: { id: string; slot: (typeof CARD_SLOTS)[number] }) {
  return (
    <div className={`ts-credit-card__cell ts-credit-card__cell--${slot.key}`}>
      <span className="ts-credit-card__label" id={`${id}-${slot.key}-label`}>
        {slot.label}
      </span>
      <div className="ts-credit-card__slot" data-slot={slot.key} />
      <p className="ts-credit-card__error" id={`${id}-${slot.key}-error`} hidden />
    </div>
  );
}

export function CreditCardRender({ id, props, mode }: ElementRenderProps<CreditCardProps>) {
  const site = useSite();
  const cardForm = site.shop?.cardForm ?? null;
  // The canvas never has the card field (it needs the provider's script): there it is enough that an account is connected.
  const takesPayments = mode === 'canvas' ? site.shop?.ready === true : cardForm !== null;
  return (
    <div className="ts-credit-card">
      <form
        className="ts-credit-card__form"
        noValidate
        data-script-url={cardForm?.scriptUrl}
        data-publishable-key={cardForm?.publishableKey}
        data-account={cardForm?.accountId}
        data-redirect={afterSubmitRedirect(props, site)}
      >
        {props.title ? <h2 className="ts-credit-card__title">{props.title}</h2> : null}
        {takesPayments ? null : (
          <p className="ts-credit-card__notice" role="note">
            {mode === 'canvas' ? 'Connect a payment gateway to this website (Gateways in its dashboard) to take payments here.' : 'This website cannot take payments yet.'}
          </p>
        )}
        <fieldset className="ts-credit-card__fields" disabled={!takesPayments}>
          <div className="ts-credit-card__cell">
            <label className="ts-credit-card__label" htmlFor={`${id}-email`}>
              Email
            </label>
            <input id={`${id}-email`} name="email" type="email" className="ts-credit-card__control" autoComplete="email" required />
          </div>
          <div className="ts-credit-card__card">
            <CardSlot id={id} slot={CARD_SLOTS[0]} />
            <CardSlot id={id} slot={CARD_SLOTS[1]} />
            <CardSlot id={id} slot={CARD_SLOTS[2]} />
          </div>
          <div className="ts-credit-card__cell">
            <label className="ts-credit-card__label" htmlFor={`${id}-name`}>
              Name on card
            </label>
            <input id={`${id}-name`} name="name" className="ts-credit-card__control" autoComplete="cc-name" required maxLength={120} />
          </div>
          <ButtonView option={props.button} kind="submit" />
          <p className="ts-credit-card__secure">Payments are processed securely by the payment provider; card details never reach this website.</p>
        </fieldset>
        <div className="ts-credit-card__alert" role="alert" />
      </form>
      <div className="ts-credit-card__status" role="status" tabIndex={-1} />
    </div>
  );
}
