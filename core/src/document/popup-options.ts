import { z } from 'zod';

/**
 * The options a popup adds to the common style (spec §3): where it sits in the window, whether
 * the page behind is dimmed, how it appears, and whether it opens by itself after a delay.
 */

/** Where the popup sits: at the top or bottom of the window (its margin keeps it off the edge), or centred. */
export const POPUP_POSITIONS = ['top', 'center', 'bottom'] as const;
export type PopupPosition = (typeof POPUP_POSITIONS)[number];

export const POPUP_ANIMATIONS = ['none', 'fade', 'zoom', 'slide-down', 'slide-up'] as const;
export type PopupAnimation = (typeof POPUP_ANIMATIONS)[number];

export const POPUP_MIN_WIDTH = 240;
export const POPUP_MAX_WIDTH = 1600;
export const POPUP_DEFAULT_WIDTH = 600;
/** The longest TriggerDelay, in seconds (an hour, as TimeDelay). */
export const POPUP_MAX_TRIGGER_DELAY = 3600;

export const popupOptionsSchema = z.object({
  CanvasPosition: z.enum(POPUP_POSITIONS).default('top'),
  /** Dim the page behind the popup. */
  EnableBackDrop: z.boolean().default(true),
  Animation: z.enum(POPUP_ANIMATIONS).default('fade'),
  /** Open by itself TriggerDelay seconds after the page loads, besides any button that opens it. */
  AutomaticTrigger: z.boolean().default(false),
  TriggerDelay: z.number().min(0).max(POPUP_MAX_TRIGGER_DELAY).default(5),
  /** The widest the popup grows, in px; it never overflows a narrower window. */
  MaxWidth: z.number().int().min(POPUP_MIN_WIDTH).max(POPUP_MAX_WIDTH).default(POPUP_DEFAULT_WIDTH),
});
export type PopupOptions = z.infer<typeof popupOptionsSchema>;

/** A popup's options with every default filled in; stored popups may lack fields added later. */
export function popupOptions(options: unknown): PopupOptions {
  const parsed = popupOptionsSchema.safeParse(options ?? {});
  return parsed.success ? parsed.data : popupOptionsSchema.parse({});
}
