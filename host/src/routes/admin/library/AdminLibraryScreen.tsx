import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../ui/Modal.tsx';
import { RetryButton } from '../../../ui/RetryButton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StatusView } from '../../../ui/StatusView.tsx';
import { formatDate } from '../../format-date.ts';
import { PreviewLink } from '../../previews/PreviewLink.tsx';
import type { AdminLibrary, AdminLibraryItem } from './admin-library.ts';

/** /admin/page-templates, /admin/blocks and /admin/templates: every item, to design, edit, publish, clone or delete. */
export function AdminLibraryScreen({ library }: { library: AdminLibrary }) {
  const items = library.useList();
  const publish = library.usePublish();
  const clone = library.useClone();
  const remove = library.useDelete();
  const [deleting, setDeleting] = useState<AdminLibraryItem | null>(null);
  const { base, noun } = library;
  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">{library.title}</h1>
        {library.StartOptions ? <library.StartOptions /> : null}
        {library.categoryKind ? (
          <Link className="btn" to={`${base}/categories`}>
            Categories
          </Link>
        ) : null}
        <Link className="btn btn--primary" to={`${base}/create`}>
          Create {noun}
        </Link>
      </header>
      {library.Overview ? <library.Overview /> : null}
      {items.isPending ? (
        <Spinner label={`Loading ${library.title.toLowerCase()}…`} />
      ) : items.error ? (
        <StatusView title={`${library.title} could not be loaded`} message={items.error.message} actions={<RetryButton onClick={items.refetch} />} />
      ) : items.data.length === 0 ? (
        <StatusView title={`No ${library.title.toLowerCase()} yet`} message={library.emptyMessage} />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Last edited</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.data.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link className="table__primary" to={`${base}/${item.id}/edit`}>
                      {item.name}
                    </Link>
                    {item.category ? <span className="table__secondary">{item.category}</span> : null}
                  </td>
                  <td>
                    <span className={item.published ? 'status-pill status-pill--published' : 'status-pill status-pill--draft'}>{item.published ? 'Published' : 'Draft'}</span>
                  </td>
                  <td>{formatDate(item.updated_at, true)}</td>
                  <td className="table__actions">
                    {library.links(item.id).map((link) => (
                      <Link key={link.to} className="btn btn--small" to={link.to} aria-label={`${link.label} ${item.name}`}>
                        {link.label}
                      </Link>
                    ))}
                    {library.previewPath ? <PreviewLink to={library.previewPath(item.id)} name={item.name} className="btn btn--small" /> : null}
                    <button
                      type="button"
                      className="btn btn--small"
                      disabled={publish.isPending}
                      onClick={() => publish.mutate({ id: item.id, published: !item.published })}
                      aria-label={`${item.published ? 'Unpublish' : 'Publish'} ${item.name}`}
                    >
                      {item.published ? 'Unpublish' : 'Publish'}
                    </button>
                    <button type="button" className="btn btn--small" disabled={clone.isPending} onClick={() => clone.mutate(item.id)} aria-label={`Clone ${item.name}`}>
                      Clone
                    </button>
                    <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(item)} aria-label={`Delete ${item.name}`}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting ? (
        <ConfirmDialog
          title={`Delete this ${noun}?`}
          message={<><strong>{deleting.name}</strong> is deleted; what was made from it keeps its copy.</>}
          confirmLabel={`Delete ${noun}`}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}
