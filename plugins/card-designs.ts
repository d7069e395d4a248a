import type { AnyCardDesign } from '@tessera/sdk';
import classicCard from '@tessera/card-classic';
import elegantCard from '@tessera/card-elegant';
import modernCard from '@tessera/card-modern';
import sleekCard from '@tessera/card-sleek';

/**
 * Installed digital-card designs (spec §3 design1…design4), in the builder's order. A module of
 * their own, so the screens that show cards load them and the designer does not.
 */
export const cardDesigns: readonly AnyCardDesign[] = [modernCard, classicCard, sleekCard, elegantCard];
