import { Link } from 'react-router-dom';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { websiteScreen } from '../website-screen.tsx';
import { RedirectTable } from './RedirectTable.tsx';

/** /agency/websites/{id}/redirects: the website's redirects, to add, edit (on their own routes) or delete. */
export const RedirectsScreen = websiteScreen(function RedirectsOfWebsite({ landingId }) {
  const base = `/agency/websites/${landingId}`;
  return (
    <div className="screen">
      <ScreenHeader title="Redirects" back={{ to: `${base}/pages`, label: 'Pages' }}>
        <Link className="btn btn--primary" to={`${base}/redirect/create`}>
          Add redirect
        </Link>
      </ScreenHeader>
      <RedirectTable landingId={landingId} editorBase={`${base}/redirect`} />
    </div>
  );
});
