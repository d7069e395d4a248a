import { normalizeLink } from '@tessera/core/rules';
import type { RenderMode } from '../element-definition.ts';
import { colorOrBrand } from '../render/brand.ts';
import { useSite } from '../render/site-context.tsx';
import type { CountdownDisplay, CountdownExpiry } from './countdown-options.ts';
import { COUNTDOWN_ATTRIBUTES as A } from './countdown-runner.ts';
import { countdownUnits, padUnit, splitRemaining, type CountdownUnit } from './remaining.ts';

export interface CountdownViewProps {
  /** The plugin's class prefix, e.g. "ts-countdown"; the boxes are `${block}__unit` and so on. */
  block: string;
  display: CountdownDisplay;
  expiry: CountdownExpiry;
  /** Time left when the page is rendered; NaN (a deadline not yet valid while editing) shows zeros. */
  remainingMs: number;
  mode: RenderMode;
}

const LABEL_PROP = { days: 'labelDays', hours: 'labelHours', minutes: 'labelMinutes', seconds: 'labelSeconds' } as const satisfies Record<CountdownUnit, keyof CountdownDisplay>;

/**
 * Days/hours/minutes/seconds boxes and the expiry message, as of render time. On a published page
 * an expired countdown renders its expiry state (hidden, or the message); the canvas always shows
 * the boxes so the element stays visible and editable. `runCountdown` makes it tick.
 */
export function CountdownView({ block, display, expiry, remainingMs, mode }: CountdownViewProps) {
  const site = useSite();
  const units = countdownUnits(display.showDays, display.showHours);
  const parts = splitRemaining(remainingMs, units);
  const expired = mode === 'published' && !(remainingMs > 0);
  const hidden = expired && expiry.expiryAction === 'hide';
  const showMessage = expired && !hidden;
  const redirectHref = expiry.expiryAction === 'redirect' ? normalizeLink(expiry.redirectUrl, site.basePath) : '';
  return (
    <div className={block} {...{ [A.root]: '' }} hidden={hidden}>
      <div className={`${block}__units`} role="timer" {...{ [A.units]: '' }} hidden={showMessage}>
        {units.map((unit) => (
          <div key={unit} className={`${block}__unit`} style={{ background: colorOrBrand(display.boxColor, 'text', '#1f2937'), color: colorOrBrand(display.numberColor, 'background', '#ffffff') }} {...{ [A.unit]: unit }}>
            <span className={`${block}__value`} {...{ [A.value]: '' }}>
              {padUnit(parts[unit])}
            </span>
            <span className={display.showLabels ? `${block}__label` : `${block}__label--hidden`} style={{ color: display.labelColor }}>
              {display[LABEL_PROP[unit]]}
            </span>
          </div>
        ))}
      </div>
      <p className={`${block}__message`} style={{ color: colorOrBrand(display.messageColor, 'text', '#1f2937') }} {...{ [A.message]: '' }} hidden={!showMessage}>
        {redirectHref ? (
          <a href={redirectHref} {...{ [A.redirect]: '' }} style={{ color: 'inherit' }}>
            {expiry.expiredMessage || redirectHref}
          </a>
        ) : (
          expiry.expiredMessage
        )}
      </p>
    </div>
  );
}
