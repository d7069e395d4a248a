import { firstFieldMessage } from '@tessera/core';
import { useId, type ReactNode } from 'react';
import { isApiError } from '../../../../api/api-error.ts';

interface AiHelperSectionProps {
  title: string;
  /** The submit button's label. */
  action: string;
  /** The call's state: pending, and its failure if any. */
  call: { isPending: boolean; error: Error | null };
  onSubmit(): void;
  /** The form's field(s). */
  field: ReactNode;
  /** What the AI answered. */
  children?: ReactNode;
}

/**
 * A section asking the AI for something. A failure shows in place, in the server's words: its
 * field message (such as the missing AI key's), else its message.
 */
export function AiHelperSection({ title, action, call, onSubmit, field, children }: AiHelperSectionProps) {
  const titleId = useId();
  const error = call.error && ((isApiError(call.error) && call.error.errors && firstFieldMessage(call.error.errors)) || call.error.message);
  return (
    <section className="form-section" aria-labelledby={titleId}>
      <h2 className="form-section__title" id={titleId}>
        {title}
      </h2>
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {field}
        <div>
          <button type="submit" className="btn" disabled={call.isPending} aria-busy={call.isPending}>
            {action}
          </button>
        </div>
      </form>
      {error ? (
        <p className="form-row__error" role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </section>
  );
}
