import type { Page } from '@tessera/core';
import { Link } from 'react-router-dom';
import { usePageActionMutation } from '../../../../api/page-management-api.ts';
import { fetchPreviewUrl, previewTokenPaths } from '../../../../api/previews-api.ts';
import { usePublishMutation } from '../../../../api/pages-api.ts';
import { pageShareLink } from '../../../../api/public-api.ts';
import { PermissionGate } from '../../../../auth/PermissionGate.tsx';
import { usePermission } from '../../../../auth/permissions.ts';
import { ShareByLinkButton } from '../../../../ui/ShareByLink.tsx';

interface PageActionsProps {
  landingId: number;
  page: Page;
  onEdit(): void;
  onDelete(): void;
}

/** A page row's buttons: design, edit, preview, publish or unpublish, home, share, clone, delete. */
export function PageActions({ landingId, page, onEdit, onDelete }: PageActionsProps) {
  const publish = usePublishMutation({ landingId, pageId: page.id });
  const action = usePageActionMutation(landingId);
  const busy = publish.isPending || action.isPending;
  const canPublish = usePermission(landingId, 'pages.publish');
  const canShare = usePermission(landingId, 'pages.share');
  const run = (name: 'clone' | 'set-home' | 'unpublish') => action.mutate({ pageId: page.id, action: name });
  const preview = () => {
    // Opened before the call so the browser does not treat it as an unasked pop-up.
    const tab = window.open('', '_blank');
    void fetchPreviewUrl(previewTokenPaths.page(page.id)).then(
      (url) => {
        if (tab) tab.location.href = url;
      },
      () => tab?.close(),
    );
  };

  return (
    <div className="table__buttons table__buttons--wrap">
      <PermissionGate landingId={landingId} permission="pages.design">
        <Link className="btn btn--small" to={`/agency/websites/${landingId}/pages/${page.id}/design`}>
          Design
        </Link>
      </PermissionGate>
      <PermissionGate landingId={landingId} permission="pages.edit">
        <button type="button" className="btn btn--small" onClick={onEdit} aria-label={`Edit ${page.name}`}>
          Edit
        </button>
      </PermissionGate>
      <button type="button" className="btn btn--small" onClick={preview} aria-label={`Preview ${page.name}`}>
        Preview
      </button>
      <PermissionGate landingId={landingId} permission="pages.publish">
        <button type="button" className="btn btn--small" disabled={busy} aria-busy={publish.isPending} onClick={() => publish.mutate()}>
          Publish
        </button>
      </PermissionGate>
      {/* Only for those who may publish: a disabled "Unpublish" beside the disabled Publish would only repeat it. */}
      {page.published_version !== null && canPublish ? (
        <button type="button" className="btn btn--small" disabled={busy} onClick={() => run('unpublish')} aria-label={`Unpublish ${page.name}`}>
          Unpublish
        </button>
      ) : null}
      {page.is_home ? null : (
        <PermissionGate landingId={landingId} permission="pages.edit">
          <button type="button" className="btn btn--small" disabled={busy} onClick={() => run('set-home')} aria-label={`Set ${page.name} as home page`}>
            Set as home
          </button>
        </PermissionGate>
      )}
      {/* Only for those who may share: the dialog is the whole action, with nothing to show disabled. */}
      {canShare ? (
        <ShareByLinkButton
          name={page.name}
          stateUrl={`/landings/${landingId}/pages/${page.id}/unique-id`}
          sharingUrl={`/landings/${landingId}/pages/${page.id}/sharing`}
          link={pageShareLink}
        />
      ) : null}
      <PermissionGate landingId={landingId} permission="pages.create">
        <button type="button" className="btn btn--small" disabled={busy} onClick={() => run('clone')} aria-label={`Clone ${page.name}`}>
          Clone
        </button>
      </PermissionGate>
      {page.is_home ? null : (
        <PermissionGate landingId={landingId} permission="pages.delete">
          <button type="button" className="btn btn--small btn--danger" onClick={onDelete} aria-label={`Delete ${page.name}`}>
            Delete
          </button>
        </PermissionGate>
      )}
    </div>
  );
}
