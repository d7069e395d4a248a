import { checkPageAccessibility, type AccessibilityProblem, type BrandKit } from '@tessera/core';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../ui/when-idle.ts';
import { useDesigner } from '../designer-context.tsx';
import { useElementRegistry } from '../plugins-context.tsx';

/** How long the document must stay still before it is checked again: typing is never slowed by a walk of the whole page. */
const SETTLE_MS = 400;

/** The open page's accessibility problems (core's `checkPageAccessibility`, colours left to the kit read through `brandKit`), checked again once edits pause. */
export function useAccessibilityProblems(enabled: boolean, brandKit: BrandKit | null): readonly AccessibilityProblem[] {
  const registry = useElementRegistry();
  const document = useDesigner((state) => state.document);
  const [problems, setProblems] = useState<readonly AccessibilityProblem[]>([]);
  useEffect(() => {
    if (!enabled) return;
    // Then in idle time: on opening a large page the walk would otherwise land among the
    // canvas's first paints and hold the designer back from being usable.
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => setProblems(checkPageAccessibility(document, registry, { brandKit })));
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [document, registry, enabled, brandKit]);
  return enabled ? problems : [];
}

