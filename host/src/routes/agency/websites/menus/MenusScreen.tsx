import type { Menu } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteMenuMutation, useMenus } from '../../../../api/menus-api.ts';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { formatDate } from '../../../format-date.ts';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';

/** /agency/websites/{id}/menus: the website's menus, to create, edit or delete. */
export function MenusScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <MenusOfWebsite key={landingId} landingId={landingId} />;
}

function MenusOfWebsite({ landingId }: { landingId: number }) {
  const menus = useMenus(landingId);
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const remove = useDeleteMenuMutation(landingId);
  const base = `/agency/websites/${landingId}`;
  return (
    <div className="screen">
      <Link className="screen__back" to={`${base}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Menus</h1>
        <Link className="btn btn--primary" to={`${base}/menu/create`}>
          Create menu
        </Link>
      </header>
      {menus.isPending ? (
        <Spinner label="Loading menus…" />
      ) : menus.error ? (
        <StatusView title="Menus could not be loaded" message={menus.error.message} actions={<RetryButton onClick={menus.refetch} />} />
      ) : menus.data.length === 0 ? (
        <StatusView title="No menus yet" message="Menus are shown by the Navigation element of the pages." />
      ) : (
        <ul className="simple-list">
          {menus.data.map((menu) => (
            <li key={menu.id} className="simple-list__item">
              <Link className="table__primary" to={`${base}/menu/${menu.id}/edit`}>
                {menu.name}
              </Link>
              <span className="table__secondary">
                {menu.items.length === 1 ? '1 item' : `${menu.items.length} items`} · edited {formatDate(menu.updated_at)}
              </span>
              <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(menu)} aria-label={`Delete ${menu.name}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete this menu?"
          message={<><strong>{deleting.name}</strong> is deleted; navigation elements using it show nothing.</>}
          confirmLabel="Delete menu"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}
