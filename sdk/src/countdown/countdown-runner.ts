import { padUnit, splitRemaining, type CountdownUnit } from './remaining.ts';

/** What a countdown does when time is up: hide the element, show its message, or send the visitor on. */
export const COUNTDOWN_EXPIRY_ACTIONS = ['hide', 'message', 'redirect'] as const;
export type CountdownExpiryAction = (typeof COUNTDOWN_EXPIRY_ACTIONS)[number];

/**
 * The attributes `CountdownView` writes and `runCountdown` reads, so the view's class names can
 * carry each plugin's own prefix.
 */
export const COUNTDOWN_ATTRIBUTES = {
  root: 'data-countdown',
  units: 'data-countdown-units',
  unit: 'data-countdown-unit',
  value: 'data-countdown-value',
  message: 'data-countdown-message',
  /** The link in the message of a 'redirect' countdown: where the visitor is sent. */
  redirect: 'data-countdown-redirect',
} as const;

export interface CountdownRunOptions {
  /** The deadline (ms since the epoch) as of `now`; a repeating timer moves it on when a new cycle starts. */
  deadlineAt: (now: number) => number;
  action: CountdownExpiryAction;
  /** Keep ticking after expiry, because a later cycle restarts the timer. */
  repeats?: boolean;
  now?: () => number;
  navigate?: (url: string) => void;
}

const SAFE_REDIRECT = /^(https?:\/\/|\/(?!\/)|#)/i;

/**
 * Runs a countdown that `CountdownView` rendered inside `root` (the element's wrapper): updates its
 * boxes each time the shown second changes, by the visitor's clock, and applies the expiry action.
 * Returns the cleanup that stops it.
 */
export function runCountdown(root: HTMLElement, options: CountdownRunOptions): () => void {
  const view = root.querySelector<HTMLElement>(`[${COUNTDOWN_ATTRIBUTES.root}]`);
  if (!view) return () => {};
  const now = options.now ?? Date.now;
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const boxes = [...view.querySelectorAll<HTMLElement>(`[${COUNTDOWN_ATTRIBUTES.unit}]`)].map((box) => ({
    unit: box.getAttribute(COUNTDOWN_ATTRIBUTES.unit) as CountdownUnit,
    value: box.querySelector<HTMLElement>(`[${COUNTDOWN_ATTRIBUTES.value}]`),
  }));
  const shown = boxes.map((box) => box.unit);
  const units = view.querySelector<HTMLElement>(`[${COUNTDOWN_ATTRIBUTES.units}]`);
  const message = view.querySelector<HTMLElement>(`[${COUNTDOWN_ATTRIBUTES.message}]`);
  const redirectUrl = view.querySelector(`[${COUNTDOWN_ATTRIBUTES.redirect}]`)?.getAttribute('href') ?? '';
  let expired: boolean | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // The server may have rendered either state (a cached page, an expired deadline), so both directions are set in full.
  const setExpired = (next: boolean) => {
    if (next === expired) return;
    expired = next;
    const hide = next && options.action === 'hide';
    const showMessage = next && !hide;
    root.style.display = hide ? 'none' : '';
    view.hidden = false;
    if (units) units.hidden = showMessage;
    if (message) message.hidden = !showMessage;
    if (next && options.action === 'redirect' && SAFE_REDIRECT.test(redirectUrl)) navigate(redirectUrl);
  };

  const tick = () => {
    const at = now();
    const deadline = options.deadlineAt(at);
    if (!Number.isFinite(deadline)) return;
    const remaining = Math.max(0, deadline - at);
    const parts = splitRemaining(remaining, shown);
    for (const box of boxes) if (box.value) box.value.textContent = padUnit(parts[box.unit]);
    setExpired(remaining === 0);
    if (remaining === 0 && !options.repeats) return;
    // Wake when the shown second changes rather than on a drifting one-second interval.
    timer = setTimeout(tick, remaining % 1000 || 1000);
  };
  tick();
  return () => clearTimeout(timer);
}
