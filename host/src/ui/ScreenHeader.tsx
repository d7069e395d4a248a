import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ScreenHeaderProps {
  title: ReactNode;
  /** The link back to where the screen was reached from. */
  back?: { to: string; label: string } | undefined;
  /** A count beside the title ("3 files"), once known. */
  count?: string | null | undefined;
  /** The screen's actions, after the title. */
  children?: ReactNode;
}

/** A dashboard screen's back link, title, count and actions. */
export function ScreenHeader({ title, back, count, children }: ScreenHeaderProps) {
  return (
    <>
      {back ? (
        <Link className="screen__back" to={back.to}>
          ← {back.label}
        </Link>
      ) : null}
      <header className="screen__header">
        <h1 className="screen__title">{title}</h1>
        {count ? <span className="screen__count">{count}</span> : null}
        {children}
      </header>
    </>
  );
}

/** "1 file", "3 files". */
export const countLabel = (total: number, one: string, many = `${one}s`) => (total === 1 ? `1 ${one}` : `${total} ${many}`);
