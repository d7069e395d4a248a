import { FILE_KINDS, formatFileSize, type FileItem, type FileKind } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFiles } from '../../../../api/files-api.ts';
import { Pagination } from '../../../../ui/Pagination.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { SearchBox } from '../../../../ui/SearchBox.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { formatDate } from '../../../format-date.ts';
import { useListParams } from '../../../list-params.ts';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { DeleteFileDialog, RenameFileDialog } from './FileDialogs.tsx';
import { FileUploader } from './FileUploader.tsx';

const PAGE_SIZE = 24;

/** /agency/websites/{id}/files: upload, list (type, size, date), rename and delete the website's files. */
export function FilesScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <FilesOfWebsite key={landingId} landingId={landingId} />;
}

function FilesOfWebsite({ landingId }: { landingId: number }) {
  const { page, search, update } = useListParams();
  const [kind, setKind] = useState<FileKind | ''>('');
  const files = useFiles(landingId, { page, perPage: PAGE_SIZE, search, kind });
  const [renaming, setRenaming] = useState<FileItem | null>(null);
  const [deleting, setDeleting] = useState<FileItem | null>(null);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Files</h1>
        {files.data ? <span className="screen__count">{files.data.total === 1 ? '1 file' : `${files.data.total} files`}</span> : null}
      </header>
      <FileUploader landingId={landingId} />
      <div className="toolbar">
        <SearchBox label="Search files" value={search} onSearch={(next) => update({ search: next })} />
        <label className="toolbar__label" htmlFor="files-kind">
          Type
        </label>
        <select id="files-kind" className="input" value={kind} onChange={(event) => {
            setKind(event.target.value as FileKind | '');
            update({ page: 1 });
          }}>
          <option value="">All</option>
          {FILE_KINDS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      {files.isPending ? (
        <Spinner label="Loading files…" />
      ) : files.error && !files.data ? (
        <StatusView title="Files could not be loaded" message={files.error.message} actions={<RetryButton onClick={files.refetch} />} />
      ) : files.data.files.length === 0 ? (
        <StatusView title={search || kind ? 'No matching files' : 'No files yet'} message="Uploaded files are listed here." />
      ) : (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Size</th>
                  <th scope="col">Uploaded</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {files.data.files.map((file) => (
                  <tr key={file.id}>
                    <td>
                      <a className="table__primary" href={file.url} target="_blank" rel="noopener noreferrer">
                        {file.name}
                      </a>
                    </td>
                    <td>
                      {file.kind} <span className="table__secondary">{file.mime}</span>
                    </td>
                    <td>{formatFileSize(file.size)}</td>
                    <td>{formatDate(file.created_at)}</td>
                    <td className="table__actions">
                      <div className="table__buttons">
                        <button type="button" className="btn btn--small" onClick={() => setRenaming(file)} aria-label={`Rename ${file.name}`}>
                          Rename
                        </button>
                        <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(file)} aria-label={`Delete ${file.name}`}>
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} perPage={PAGE_SIZE} total={files.data.total} onPage={(next) => update({ page: next })} label="Files pages" />
        </>
      )}
      {renaming ? <RenameFileDialog landingId={landingId} file={renaming} onClose={() => setRenaming(null)} /> : null}
      {deleting ? <DeleteFileDialog landingId={landingId} file={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
