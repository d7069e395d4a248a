import type { Visibility } from './style-constants.ts';

/**
 * The Visibility value as two switches, "show on desktop" and "show on mobile" (spec §4):
 * toggling them walks both → desktop → mobile → none.
 */
export function visibilitySwitches(visibility: Visibility | undefined): { desktop: boolean; mobile: boolean } {
  const value = visibility ?? 'both';
  return { desktop: value === 'both' || value === 'desktop', mobile: value === 'both' || value === 'mobile' };
}

export function visibilityFromSwitches(desktop: boolean, mobile: boolean): Visibility {
  if (desktop && mobile) return 'both';
  if (desktop) return 'desktop';
  if (mobile) return 'mobile';
  return '';
}

export function toggleVisibility(visibility: Visibility | undefined, device: 'desktop' | 'mobile'): Visibility {
  const switches = visibilitySwitches(visibility);
  switches[device] = !switches[device];
  return visibilityFromSwitches(switches.desktop, switches.mobile);
}

/** The next value when one control cycles through all four states. */
export function nextVisibility(visibility: Visibility | undefined): Visibility {
  const order: Visibility[] = ['both', 'desktop', 'mobile', ''];
  return order[(order.indexOf(visibility ?? 'both') + 1) % order.length]!;
}
