import type { AccessibilityProblem } from '@tessera/core';
import type { DesignerStore } from '../designer-state.ts';

/**
 * Selects a problem's element on the canvas (opening its popup, or the page) and scrolls it to
 * the middle of the view. Its section may be a placeholder until something in it is selected
 * (use-near-viewport), so the scroll waits two frames for it to render.
 */
export function showElement(store: DesignerStore, problem: Pick<AccessibilityProblem, 'elementId' | 'popupId'>): void {
  const { elementId, popupId } = problem;
  if (!elementId) return;
  store.getState().openPopup(popupId);
  store.getState().select(elementId);
  requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(elementId)?.scrollIntoView({ block: 'center' })));
}
