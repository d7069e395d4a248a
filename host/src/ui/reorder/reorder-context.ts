import { createContext, useContext } from 'react';

export type DropSide = 'before' | 'after';

/** Where the row being dragged would land now: before or after `target`. */
export interface ReorderAim {
  active: string;
  target: string | null;
  side: DropSide;
}

export const ReorderAimContext = createContext<ReorderAim | null>(null);

export const useReorderAim = () => useContext(ReorderAimContext);

/** A drag from above lands after its target, one from below before it: the target gives way as in a list. */
export const sideOf = (order: readonly string[], active: string, target: string): DropSide => (order.indexOf(active) < order.indexOf(target) ? 'after' : 'before');
