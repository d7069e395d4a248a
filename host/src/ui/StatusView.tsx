import type { ReactNode } from 'react';

interface StatusViewProps {
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
}

/** A centred notice for empty, failed and placeholder screens. */
export function StatusView({ title, message, actions }: StatusViewProps) {
  return (
    <section className="status-view">
      <h1 className="status-view__title">{title}</h1>
      {message ? <p className="status-view__message">{message}</p> : null}
      {actions ? <div className="status-view__actions">{actions}</div> : null}
    </section>
  );
}
