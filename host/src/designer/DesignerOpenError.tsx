import { Link } from 'react-router-dom';
import { RetryButton } from '../ui/RetryButton.tsx';
import { StatusView } from '../ui/StatusView.tsx';

/** The way back from a page's designer. */
export const backToPages = (landingId: number) => ({ to: `/agency/websites/${landingId}/pages`, label: 'Back to pages' });

interface DesignerOpenErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** Where the document is listed. */
  back: { to: string; label: string };
}

/** What a designer route shows when its document could not be read: why, a retry, and the way back to its list. */
export function DesignerOpenError({ title, message, onRetry, back }: DesignerOpenErrorProps) {
  return (
    <div className="page-center">
      <StatusView
        title={title}
        message={message}
        actions={
          <>
            <RetryButton onClick={onRetry} />
            <Link className="btn" to={back.to}>
              {back.label}
            </Link>
          </>
        }
      />
    </div>
  );
}
