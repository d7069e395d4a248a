import { Suspense, useMemo, useState, type ComponentProps } from 'react';
import { codeOnDemand } from '../../ui/code-on-demand.ts';
import type { ShortcutsHelp } from './ShortcutsHelp.tsx';

type Props = ComponentProps<typeof ShortcutsHelp>;

/** The shortcuts list loads on its first opening, or while the designer is idle: the designer's first load does not carry it. */
const help = codeOnDemand<Props>(() => import('./ShortcutsHelp.tsx').then((module) => ({ default: module.ShortcutsHelp })));

/** Starts loading the list now, so a first `?` opens it at once. */
export const preloadShortcutsHelp = help.preload;

/**
 * The shortcuts dialog, mounted from its first opening on: it then closes as a dialog does
 * (focus goes back to where it was) rather than being taken out of the page.
 */
export function ShortcutsHelpOnDemand({ open, onClose }: Props) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const Help = useMemo(() => (wanted ? help.component() : null), [wanted]);
  if (!Help) return null;
  return (
    <Suspense fallback={null}>
      <Help open={open} onClose={onClose} />
    </Suspense>
  );
}
