import { Link } from 'react-router-dom';

/** The page designer's way into the page's sandbox (…/sandbox_design beside …/design). */
export function openSandbox() {
  return (
    <Link className="btn btn--ghost" to="../sandbox_design" relative="path" title="Try changes on a copy of this page that the page does not see until you apply it">
      Sandbox
    </Link>
  );
}
