import { useEffect, useRef } from 'react';
import type { FieldProblem } from './ErrorSummary.tsx';
import { firstFieldControl, focusField } from './field-focus.ts';

/**
 * After a refused submit, the focus goes to the first refused field on the page (scrolled into
 * view), once the errors are drawn. Returns the call that asks for it.
 */
export function useFocusFirstProblem(problems: readonly FieldProblem[]): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const first = firstFieldControl(problems.flatMap((problem) => (problem.id ? [problem.id] : [])));
    if (first) focusField(first);
  });
  return () => {
    pending.current = true;
  };
}
