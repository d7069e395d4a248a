/** Which premium elements an account may use (spec §6). */
export interface PremiumGrants {
  /** Admins and unlimited reseller plans see every premium element. */
  readonly all: boolean;
  readonly elements: ReadonlySet<string>;
}

export const NO_PREMIUM: PremiumGrants = { all: false, elements: new Set() };
export const ALL_PREMIUM: PremiumGrants = { all: true, elements: new Set() };

export function canUseElement(definition: { id: string; premium: boolean }, grants: PremiumGrants): boolean {
  return !definition.premium || grants.all || grants.elements.has(definition.id);
}
