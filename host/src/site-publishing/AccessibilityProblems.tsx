import type { AccessibilityProblem, AccessibilityRule } from '@tessera/core';
import { useId } from 'react';

const RULE_NAMES: Record<AccessibilityRule, string> = {
  'heading-order': 'Headings',
  'image-alt': 'Alt text',
  contrast: 'Contrast',
  'link-name': 'Link text',
  'field-label': 'Field label',
};

export interface AccessibilityReport {
  problems: readonly AccessibilityProblem[];
  /** Closes the dialog and selects the problem's element on the canvas. */
  show(problem: AccessibilityProblem): void;
}

/** The accessibility check of the page being published: advice, listed with a way to each element; publishing goes ahead either way. */
export function AccessibilityProblems({ problems, show }: AccessibilityReport) {
  const headingId = useId();
  if (problems.length === 0) {
    return (
      <p className="a11y-check a11y-check--clear">
        <span aria-hidden="true">✓</span> Accessibility check: nothing to fix on this page.
      </p>
    );
  }
  return (
    <section className="a11y-check" aria-labelledby={headingId}>
      <h3 id={headingId} className="a11y-check__heading">
        Accessibility check: {problems.length === 1 ? '1 suggestion' : `${problems.length} suggestions`}
      </h3>
      <p className="a11y-check__intro">You can publish as it is; fixing these helps visitors who use a screen reader or see contrast less well.</p>
      <ul className="a11y-check__list" aria-label="Accessibility suggestions">
        {problems.map((problem, index) => (
          <li key={`${problem.rule}-${problem.elementId ?? 'page'}-${index}`} className="a11y-check__item">
            <span className="a11y-check__rule">{RULE_NAMES[problem.rule]}</span>
            <span className="a11y-check__message">{problem.message}</span>
            {problem.elementId ? (
              <button type="button" className="btn btn--small a11y-check__show" onClick={() => show(problem)} aria-label={`Show: ${problem.message}`}>
                Show
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
