/**
 * Plan features beyond elements that an admin switches on per agency (spec §4: plans grant
 * premium elements and apps). "html-scripts": the HTML Editor may carry scripts that run on
 * the published page.
 */
export const PLAN_FEATURES = ['html-scripts'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Which premium elements and plan features an account may use (spec §6). */
export interface PremiumGrants {
  /** Admins and unlimited reseller plans see every premium element. */
  readonly all: boolean;
  readonly elements: ReadonlySet<string>;
  readonly apps: ReadonlySet<string>;
  readonly features: ReadonlySet<PlanFeature>;
}

export const NO_PREMIUM: PremiumGrants = { all: false, elements: new Set(), apps: new Set(), features: new Set() };
export const ALL_PREMIUM: PremiumGrants = { all: true, elements: new Set(), apps: new Set(), features: new Set(PLAN_FEATURES) };

/**
 * Whether the grants hold an element. An app's element is premium with its app and held with it
 * alone: granting the element by its id (as one of the premium elements) does not hold it.
 */
export function canUseElement(definition: { id: string; premium: boolean; app?: { id: string } }, grants: PremiumGrants): boolean {
  if (!definition.premium || grants.all) return true;
  return definition.app ? grants.apps.has(definition.app.id) : grants.elements.has(definition.id);
}

/** Whether the grants hold an app: a free one always, a premium one when granted (or everything is). */
export function canUseApp(app: { id: string; premium: boolean }, grants: PremiumGrants): boolean {
  return !app.premium || grants.all || grants.apps.has(app.id);
}

/** What a user is told when something of an app their plan leaves out is asked for. */
export const appNotHeldMessage = (label: string) => `The ${label} app is not part of your plan. Add it from Premium apps.`;

/** The features of `wanted` the grants do not include, in order. */
export function missingFeatures(wanted: readonly PlanFeature[], grants: PremiumGrants): PlanFeature[] {
  return wanted.filter((feature) => !grants.features.has(feature));
}

/** What a user is told when a design uses a feature their plan leaves out. */
export const PLAN_FEATURE_LABELS: Record<PlanFeature, string> = {
  'html-scripts': 'Scripts in the HTML Editor',
};
