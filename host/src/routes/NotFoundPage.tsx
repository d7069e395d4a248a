import { Link } from 'react-router-dom';
import { StatusView } from '../ui/StatusView.tsx';

export function NotFoundPage() {
  return (
    <div className="page-center">
      <StatusView
        title="Page not found"
        message="The address you followed does not lead anywhere here."
        actions={
          <Link className="btn btn--primary" to="/">
            Go to the start page
          </Link>
        }
      />
    </div>
  );
}
