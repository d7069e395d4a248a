import type { Role } from './roles.ts';

export interface CardHolderCaller {
  id: number;
  role: Role;
  agencyId: number | null;
}

export interface CardOwnership {
  /** The agency of the card's website. */
  agencyId: number;
  /** Users who hold the card (its user-card entries). */
  holderIds: readonly number[];
}

/**
 * Who may open a card: an admin any, the agency's owner and sub-users the agency's cards
 * (sub-users further limited by their website permissions), a CardUser only the cards they hold.
 */
export function canReachCard(caller: CardHolderCaller, card: CardOwnership): boolean {
  if (caller.role === 'Admin') return true;
  if (caller.role === 'CardUser') return card.holderIds.includes(caller.id);
  return caller.agencyId !== null && caller.agencyId === card.agencyId;
}
