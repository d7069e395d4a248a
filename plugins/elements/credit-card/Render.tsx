import { afterSubmitRedirect, ButtonView, useSite, type ElementRenderProps } from '@tessera/sdk';
import type { CreditCardProps } from './schema.ts';

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
        {props.title ? <h3 className="ts-credit-card__title">{props.title}</h3> : null}
        {takesPayments ? null : (
          <p className="ts-credit-card__notice" role="note">
            {mode === 'canvas' ? 'Connect a payment gateway to this website (Gateways in its dashboard) to take payments here.' : 'This website cannot take payments yet.'}
          </p>
        )}
        <fieldset className="ts-credit-card__fields" disabled={!takesPayments}>
          <label className="ts-credit-card__label" htmlFor={`${id}-name`}>
            Full name
          </label>
          <input id={`${id}-name`} name="name" className="ts-credit-card__control" autoComplete="name" required maxLength={120} />
          <label className="ts-credit-card__label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input id={`${id}-email`} name="email" type="email" className="ts-credit-card__control" autoComplete="email" required />
          <span className="ts-credit-card__label" id={`${id}-card-label`}>
            Card
          </span>
          <div className="ts-credit-card__card" role="group" aria-labelledby={`${id}-card-label`} />
          <ButtonView option={props.button} kind="submit" />
        </fieldset>
        <div className="ts-credit-card__alert" role="alert" />
      </form>
      <div className="ts-credit-card__status" role="status" tabIndex={-1} />
    </div>
  );
}
