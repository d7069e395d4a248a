import type { ContentListItem, ContentListTableProps } from '@tessera/sdk/dashboard';
import { Pagination } from '../../../../ui/Pagination.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { formatDate } from '../../../format-date.ts';

/** A page of a website's blog posts or episodes: title and address, status, publication date and actions, with its loading, error and empty states. */
export function SiteContentTable<T extends ContentListItem>({ list, noun: [one, many], basePath, search, emptyMessage, page, perPage, onPage, status, actions }: ContentListTableProps<T>) {
  const title = `${many[0]!.toUpperCase()}${many.slice(1)}`;
  if (list.isPending) return <Spinner label={`Loading ${many}…`} />;
  if (list.error) return <StatusView title={`${title} could not be loaded`} message={list.error.message} actions={<RetryButton onClick={() => list.refetch()} />} />;
  if (!list.data) return null;
  if (list.data.data.length === 0) return <StatusView title={search ? `No ${many} found` : `No ${many} yet`} message={search ? `No ${one} matches “${search}”.` : emptyMessage} />;
  return (
    <>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Published</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((item) => (
              <tr key={item.id}>
                <td>
                  <span className="table__primary">{item.title}</span>
                  <span className="table__secondary">
                    {basePath}/{item.unique_name}
                  </span>
                </td>
                <td>{status(item)}</td>
                <td>{item.published_at ? formatDate(item.published_at) : '—'}</td>
                <td className="table__actions">{actions(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} perPage={perPage} total={list.data.meta.total} onPage={onPage} label={`${title} pages`} />
    </>
  );
}
