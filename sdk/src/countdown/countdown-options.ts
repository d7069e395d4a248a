import { colorSchema, MOBILE_QUERY } from '@tessera/core/style';
import { z } from 'zod';
import { pathOrUrlSchema } from '../links/link-schema.ts';
import { brandColorSchema } from '../render/brand.ts';
import { flexAlign, VISUALLY_HIDDEN } from '../render/layout-css.ts';
import { COUNTDOWN_EXPIRY_ACTIONS } from './countdown-runner.ts';

export const COUNTDOWN_ALIGNMENTS = ['left', 'center', 'right'] as const;

/** How the boxes look; shared by Countdown, Minute Timer and Day Timer. Spread `.shape` into a plugin's schema. */
export const countdownDisplaySchema = z.object({
  showDays: z.boolean().default(true),
  showHours: z.boolean().default(true),
  showLabels: z.boolean().default(true),
  labelDays: z.string().max(30).default('Days'),
  labelHours: z.string().max(30).default('Hours'),
  labelMinutes: z.string().max(30).default('Minutes'),
  labelSeconds: z.string().max(30).default('Seconds'),
  numberSize: z.number().int().min(16).max(120).default(40),
  /** '' : the brand kit's background colour, on a box in its text colour. */
  numberColor: brandColorSchema.default(''),
  labelColor: colorSchema.default('#e5e7eb'),
  /** '' : the brand kit's text colour. */
  boxColor: brandColorSchema.default(''),
  boxRadius: z.number().int().min(0).max(100).default(8),
  gap: z.number().int().min(0).max(100).default(12),
  alignment: z.enum(COUNTDOWN_ALIGNMENTS).default('center'),
  /** '' : the brand kit's text colour. */
  messageColor: brandColorSchema.default(''),
});
export type CountdownDisplay = z.infer<typeof countdownDisplaySchema>;

const REDIRECT_MESSAGE = 'Use a web address such as https://example.com, or a path on this site such as /offer';

/** What happens when time is up. A redirect without an address shows the message instead. */
export const countdownExpirySchema = z.object({
  expiryAction: z.enum(COUNTDOWN_EXPIRY_ACTIONS).default('message'),
  expiredMessage: z.string().max(500).default('This offer has ended.'),
  redirectUrl: pathOrUrlSchema(REDIRECT_MESSAGE),
});
export type CountdownExpiry = z.infer<typeof countdownExpirySchema>;

const BLOCK = /^ts-[a-z0-9-]+$/;

function assertBlock(block: string): void {
  if (!BLOCK.test(block)) throw new Error(`Countdown block class "${block}" must look like ts-<plugin-id>`);
}

/** The sizes of one countdown element, scoped by its wrapper, smaller on phones. */
export function countdownCss(display: CountdownDisplay, scope: string, block: string): string {
  assertBlock(block);
  const size = display.numberSize;
  const mobile = Math.max(16, Math.round(size * 0.6));
  const label = (px: number) => Math.max(10, Math.round(px * 0.3));
  return (
    `${scope} .${block}__units{gap:${display.gap}px;justify-content:${flexAlign(display.alignment)}}` +
    `${scope} .${block}__unit{min-width:${Math.round(size * 1.9)}px;border-radius:${display.boxRadius}px}` +
    `${scope} .${block}__value{font-size:${size}px}` +
    `${scope} .${block}__label{font-size:${label(size)}px}` +
    `${scope} .${block}__message{text-align:${display.alignment}}` +
    `${MOBILE_QUERY}{${scope} .${block}__units{gap:${Math.min(display.gap, 8)}px}` +
    `${scope} .${block}__unit{min-width:${Math.round(mobile * 1.9)}px}` +
    `${scope} .${block}__value{font-size:${mobile}px}${scope} .${block}__label{font-size:${label(mobile)}px}}`
  );
}

/** The CSS every countdown of a plugin shares (pass it as the plugin's `baseCss`). */
export function countdownBaseCss(block: string): string {
  assertBlock(block);
  return (
    `.${block}__units{display:flex;flex-wrap:wrap}` +
    `.${block}__units[hidden]{display:none}` +
    `.${block}__unit{display:flex;flex-direction:column;align-items:center;padding:.4em .6em}` +
    `.${block}__value{font-weight:700;line-height:1.1;font-variant-numeric:tabular-nums}` +
    `.${block}__label{margin-top:.3em;text-transform:uppercase;letter-spacing:.06em}` +
    `.${block}__label--hidden{${VISUALLY_HIDDEN}}` +
    `.${block}__message{margin:0;font-size:18px}` +
    // An element whose deadline had passed when the page was rendered, with "hide" chosen, takes no room.
    `.ts-element:has(>.${block}[hidden]){display:none}`
  );
}
