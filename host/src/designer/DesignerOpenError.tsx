import { Link } from 'react-router-dom';
import { RetryButton } from '../ui/RetryButton.tsx';
import { StatusView } from '../ui/StatusView.tsx';

/** What a designer route shows when its document could not be read: why, a retry, and the way back to the pages. */
export function DesignerOpenError({ title, message, onRetry, landingId }: { title: string; message: string; onRetry: () => void; landingId: number }) {
  return (
    <div className="page-center">
      <StatusView
        title={title}
        message={message}
        actions={
          <>
            <RetryButton onClick={onRetry} />
            <Link className="btn" to={`/agency/websites/${landingId}/pages`}>
              Back to pages
            </Link>
          </>
        }
      />
    </div>
  );
}
