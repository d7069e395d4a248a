import { Link } from 'react-router-dom';
import { usePermission } from '../../../../auth/permissions.ts';
import { RedirectTable } from '../redirects/RedirectTable.tsx';

/** The redirects, listed on the settings screen; their editor (settings/redirect/…) returns here. Only for who may edit redirects. */
export function SettingsRedirects({ landingId }: { landingId: number }) {
  const allowed = usePermission(landingId, 'redirects.edit');
  if (!allowed) return null;
  const editorBase = `/agency/websites/${landingId}/settings/redirect`;
  return (
    <section className="form-section" aria-labelledby="settings-redirects-title">
      <h2 className="form-section__title" id="settings-redirects-title">
        Redirects
      </h2>
      <div>
        <Link className="btn btn--small" to={`${editorBase}/create`}>
          Add redirect
        </Link>
      </div>
      <RedirectTable landingId={landingId} editorBase={editorBase} />
    </section>
  );
}
