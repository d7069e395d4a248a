import type { AccessibilityProblem, BrandKit } from '@tessera/core';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../ui/when-idle.ts';
import { useDesigner } from '../designer-context.tsx';
import { useElementRegistry } from '../plugins-context.tsx';
import { pageChecks } from './lazy-page-checks.ts';

/** How long the document must stay still before it is checked again: typing is never slowed by a walk of the whole page. */
const SETTLE_MS = 400;
/** The most one idle moment spends describing elements: a key pressed meanwhile waits no longer than this. */
const SLICE_MS = 10;

/** The open page's accessibility problems (core's `checkPageAccessibility`, colours left to the kit read through `brandKit`), checked again once edits pause. */
export function useAccessibilityProblems(enabled: boolean, brandKit: BrandKit | null): readonly AccessibilityProblem[] {
  const registry = useElementRegistry();
  const document = useDesigner((state) => state.document);
  const [problems, setProblems] = useState<readonly AccessibilityProblem[]>([]);
  useEffect(() => {
    if (!enabled) return;
    // Then in idle time, a slice at a time: on opening a large page the walk would otherwise be
    // one long task among the canvas's first paints, holding the designer back from being usable.
    let cancelIdle = () => {};
    let cancelled = false;
    const timer = setTimeout(() => {
      // The checks' code loads on the first check, once idle too: not among the canvas's first
      // loads. A failed load leaves the count as it was, until the next edit tries again.
      cancelIdle = whenIdle(() =>
        pageChecks().then(({ checkPageAccessibility, describePageAhead }) => {
          const step = (deadline?: IdleDeadline) => {
            // At least a little each time: an idle callback that timed out has no time remaining at all.
            const until = performance.now() + Math.max(2, Math.min(SLICE_MS, deadline?.timeRemaining() ?? SLICE_MS));
            if (describePageAhead(document, registry, () => performance.now() < until)) setProblems(checkPageAccessibility(document, registry, { brandKit }));
            else cancelIdle = whenIdle(step);
          };
          if (!cancelled) cancelIdle = whenIdle(step);
        }, () => undefined),
      );
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      cancelIdle();
    };
  }, [document, registry, enabled, brandKit]);
  return enabled ? problems : [];
}

