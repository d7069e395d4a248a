import { checkPageAccessibility, type AccessibilityProblem, type BrandKit } from '@tessera/core';
import { useEffect, useState } from 'react';
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
    const timer = setTimeout(() => setProblems(checkPageAccessibility(document, registry, { brandKit })), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [document, registry, enabled, brandKit]);
  return enabled ? problems : [];
}

