import type { MouseEvent } from 'react';
import { fieldControl, focusField } from './field-focus.ts';

/** One refused field: its label and message, and the id of its control when it has one on the screen. */
export interface FieldProblem {
  key: string;
  label: string;
  message: string;
  id?: string | undefined;
}

export const needAttention = (count: number) => (count === 1 ? '1 field needs attention' : `${count} fields need attention`);

/**
 * Beside a form's submit button: how many fields were refused, each a link that takes the focus
 * to its field, so an error far up a long form is never missed.
 */
export function ErrorSummary({ problems }: { problems: readonly FieldProblem[] }) {
  if (problems.length === 0) return null;
  const go = (event: MouseEvent, id: string) => {
    const control = fieldControl(id);
    if (!control) return;
    event.preventDefault();
    focusField(control);
  };
  return (
    <div className="error-summary" role="alert">
      <p className="error-summary__title">{needAttention(problems.length)}</p>
      <ul className="error-summary__list">
        {problems.map((problem) => (
          <li key={problem.key}>
            {problem.id ? (
              <a href={`#${problem.id}`} onClick={(event) => go(event, problem.id!)}>
                {problem.label}: {problem.message}
              </a>
            ) : (
              `${problem.label}: ${problem.message}`
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
