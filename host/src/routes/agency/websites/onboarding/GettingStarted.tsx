import type { Onboarding } from '@tessera/core';
import { IconSvg } from '@tessera/sdk';
import { Check, X } from 'lucide';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useDismissOnboarding } from '../../../../api/onboarding-api.ts';
import { ONBOARDING_STEP_TEXT } from './onboarding-steps.ts';

interface GettingStartedProps {
  onboarding: Onboarding;
  onCreateWebsite(): void;
}

/**
 * The owner's getting-started checklist on the Websites screen, as Duda and Shopify greet a new
 * account: the steps to a first sold site, each ticked from what the agency has really done,
 * with a button that goes there, and the progress so far. It can be hidden.
 */
export function GettingStarted({ onboarding, onCreateWebsite }: GettingStartedProps) {
  const titleId = useId();
  const dismiss = useDismissOnboarding();
  const done = onboarding.steps.filter((step) => step.done).length;
  const total = onboarding.steps.length;
  const next = onboarding.steps.find((step) => !step.done)?.id;

  return (
    <section className="getting-started card" aria-labelledby={titleId}>
      <header className="getting-started__header">
        <div>
          <h2 id={titleId} className="getting-started__title">
            {done === total ? 'You are all set' : 'Get started'}
          </h2>
          <p className="getting-started__progress-text">
            {done} of {total} done
          </p>
        </div>
        <button type="button" className="btn btn--icon btn--ghost" aria-label="Hide the checklist" title="Hide the checklist" disabled={dismiss.isPending} onClick={() => dismiss.mutate(true)}>
          <IconSvg node={X} size={18} aria-hidden="true" />
        </button>
      </header>
      <progress className="getting-started__bar" max={total} value={done} aria-label="Getting started progress" />
      <ol className="getting-started__steps">
        {onboarding.steps.map((step) => {
          const text = ONBOARDING_STEP_TEXT[step.id];
          const waiting = text.needsWebsite && onboarding.landing_id === null;
          const primary = step.id === next ? ' btn--primary' : '';
          return (
            <li key={step.id} className={`getting-started__step${step.done ? ' is-done' : ''}`}>
              <span className="getting-started__mark" aria-hidden="true">
                {step.done ? <IconSvg node={Check} size={14} strokeWidth={3} /> : null}
              </span>
              <div className="getting-started__text">
                <span className="getting-started__step-title">
                  {text.title}
                  <span className="visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
                </span>
                <span className="getting-started__detail">{waiting ? 'Create a website first.' : text.detail}</span>
              </div>
              {step.done || waiting ? null : text.to ? (
                <Link className={`btn btn--small${primary}`} to={text.to(onboarding.landing_id ?? 0)} aria-label={`${text.action}: ${text.title}`}>
                  {text.action}
                </Link>
              ) : (
                <button type="button" className={`btn btn--small${primary}`} onClick={onCreateWebsite} aria-label={`${text.action}: ${text.title}`}>
                  {text.action}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
