import { dataEnvelope, formatMoney, orderBodySchema, paymentMethodSecretSchema, signupResponseSchema, zodFieldErrors, type FieldErrors, type PaymentMethodSecret, type Plan, type PublicOrderPage } from '@tessera/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiRequest, API_BASE } from '../../api/http-client.ts';
import { usePublicOrderPage } from '../../api/order-pages-api.ts';
import { useSession } from '../../auth/session-store.ts';
import { fieldError, TextField } from '../../ui/FormRow.tsx';
import { AccountFields } from '../../ui/AccountFields.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { isApiError } from '../../api/api-error.ts';
import { CardField, useProviderCard } from '../agency/billing/CardForm.tsx';
import { confirmCard } from '@tessera/sdk/checkout';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { useIdParam } from '../use-id-param.ts';

/** /order/{id}: a published order page, its design above the sign-up form where a new agency picks a plan and pays. */
export function OrderSignupScreen() {
  const id = useIdParam('id');
  if (id === null) return <NotFoundPage />;
  return <OrderSignup key={id} id={id} />;
}

function OrderSignup({ id }: { id: number }) {
  const page = usePublicOrderPage(id);
  return (
    <main className="order-page">
      <QueryView query={page} loading="Loading…" failed="This page could not be loaded" notFound="This order page is not online">
        {(data) => (
          <>
            <DesignFrame id={data.id} title={data.name} />
            <SignupForm page={data} />
          </>
        )}
      </QueryView>
    </main>
  );
}

/** The admin's design, rendered by the server; same-origin, so the frame can take the height of what it shows. */
function DesignFrame({ id, title }: { id: number; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(480);
  const fit = () => {
    const document = frame.current?.contentDocument;
    if (document) setHeight(document.documentElement.scrollHeight);
  };
  return <iframe ref={frame} className="order-page__design" title={title} src={`${API_BASE}/order-pages/${id}/content`} style={{ height }} onLoad={fit} />;
}

const firstPrice = (plan: Plan) => plan.prices.find((price) => price.interval === 'month') ?? plan.prices[0]!;

const newSetupIntent = (pageId: number) => apiRequest(`/order-pages/${pageId}/setup-intent`, { method: 'POST', schema: dataEnvelope(paymentMethodSecretSchema) }).then((r) => r.data);

function SignupForm({ page }: { page: PublicOrderPage }) {
  // /order links here with the plan the visitor chose there.
  const chosen = new URLSearchParams(useLocation().search).get('plan');
  const [form, setForm] = useState({ plan: page.plans.find((plan) => plan.name === chosen)?.name ?? page.plans[0]?.name ?? '', name: '', agency_name: '', email: '', password: '', password_confirmation: '', coupon: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [secret, setSecret] = useState<PaymentMethodSecret | null>(null);
  const [busy, setBusy] = useState(false);
  const card = useProviderCard(secret);
  const navigate = useNavigate();
  const order = useMutation({ mutationFn: (body: unknown) => apiRequest('/order', { method: 'POST', body, schema: signupResponseSchema }) });
  const set = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }));

  useEffect(() => {
    if (page.plans.length > 0) void newSetupIntent(page.id).then(setSecret, (failure: Error) => setErrors({ payment_method: [failure.message] }));
  }, [page]);

  if (page.plans.length === 0) return <p className="order-page__closed">No plan is offered at the moment.</p>;

  /** The fields are checked first, so a typo never costs a card confirmation; then the card is saved, then the plan paid. */
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const plan = page.plans.find((entry) => entry.name === form.plan);
    const { coupon, ...fields } = form;
    const body = orderBodySchema.safeParse({ ...fields, ...(coupon.trim() ? { coupon: coupon.trim() } : {}), price_id: plan ? firstPrice(plan).id : undefined });
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    if (!secret || !card.mounted) return;
    setErrors({});
    setBusy(true);
    try {
      const paymentMethod = await confirmCard(card.mounted.provider, card.mounted.card, secret.client_secret);
      const answer = await order.mutateAsync({ ...body.data, payment_method: paymentMethod });
      useSession.getState().signIn(answer.access_token);
      navigate('/agency');
    } catch (failure) {
      setErrors(isApiError(failure) && failure.errors ? failure.errors : { payment_method: [(failure as Error).message] });
      // A SetupIntent confirms once: the next try needs a new one.
      setSecret(await newSetupIntent(page.id));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="order-page__form card panel form-stack" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="order-form-title">
      <h2 className="panel__title" id="order-form-title">
        Sign up
      </h2>
      <fieldset className="form-row">
        <legend className="form-row__label">Plan</legend>
        <div className="plan-options">
          {page.plans.map((plan) => {
            const price = firstPrice(plan);
            return (
              <label className="plan-option" key={plan.id}>
                <input
                  className="plan-option__input"
                  type="radio"
                  name="plan"
                  aria-label={`${plan.name} · ${formatMoney(price.amount, price.currency)} / ${price.interval}`}
                  value={plan.name} checked={form.plan === plan.name} onChange={() => set({ plan: plan.name })} />
                <span className="plan-option__name">{plan.name}</span>
                <span className="plan-option__price">
                  <strong>{formatMoney(price.amount, price.currency)}</strong> / {price.interval}
                </span>
                {plan.description ? <span className="plan-option__text">{plan.description}</span> : null}
              </label>
            );
          })}
        </div>
        {fieldError(errors, 'plan') ? <p className="form-row__error">{fieldError(errors, 'plan')}</p> : null}
      </fieldset>
      <AccountFields idPrefix="order" values={form} errors={errors} onChange={set} agencyNameLabel="Agency name" />
      <CardField card={card} error={fieldError(errors, 'payment_method')} />
      <TextField id="order-coupon" label="Coupon (optional)" value={form.coupon} onValue={(coupon) => set({ coupon })} error={fieldError(errors, 'coupon')} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={busy || !card.mounted}>
          Pay and sign up
        </button>
      </div>
    </form>
  );
}
