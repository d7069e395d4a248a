import { FILE_KINDS, formatFileSize, type FileItem, type FileKind } from '@tessera/core';
import { useState } from 'react';
import { useFiles } from '../../../../api/files-api.ts';
import { Pagination } from '../../../../ui/Pagination.tsx';
import { DataTable, RowActions } from '../../../../ui/DataTable.tsx';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { countLabel, ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { SearchBox } from '../../../../ui/SearchBox.tsx';
import { formatDate } from '../../../format-date.ts';
import { useListParams } from '../../../list-params.ts';
import { websiteScreen } from '../website-screen.tsx';
import { CopyFileDialog, DeleteFileDialog, RenameFileDialog } from './FileDialogs.tsx';
import { FileUploader } from './FileUploader.tsx';

const PAGE_SIZE = 24;

/** /agency/websites/{id}/files: upload, list (type, size, date), rename and delete the website's files. */
export const FilesScreen = websiteScreen(function FilesOfWebsite({ landingId }) {
  const { page, search, update } = useListParams();
  const [kind, setKind] = useState<FileKind | ''>('');
  const files = useFiles(landingId, { page, perPage: PAGE_SIZE, search, kind });
  const [renaming, setRenaming] = useState<FileItem | null>(null);
  const [deleting, setDeleting] = useState<FileItem | null>(null);
  const [copying, setCopying] = useState<FileItem | null>(null);
  return (
    <div className="screen">
      <ScreenHeader title="Files" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }} count={files.data ? countLabel(files.data.total, 'file') : null} />
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
      <QueryView
        query={files}
        loading="Loading files…"
        failed="Files could not be loaded"
        empty={{ when: (data) => data.files.length === 0, title: search || kind ? 'No matching files' : 'No files yet', message: 'Uploaded files are listed here.' }}
      >
        {(data) => (
          <>
            <DataTable columns={['Name', 'Type', 'Size', 'Uploaded']}>
              {data.files.map((file) => (
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
                  <RowActions>
                    <button type="button" className="btn btn--small" onClick={() => setRenaming(file)} aria-label={`Rename ${file.name}`}>
                      Rename
                    </button>
                    <button type="button" className="btn btn--small" onClick={() => setCopying(file)} aria-label={`Copy ${file.name} to websites`}>
                      Copy to…
                    </button>
                    <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(file)} aria-label={`Delete ${file.name}`}>
                      Delete
                    </button>
                  </RowActions>
                </tr>
              ))}
            </DataTable>
            <Pagination page={page} perPage={PAGE_SIZE} total={data.total} onPage={(next) => update({ page: next })} label="Files pages" />
          </>
        )}
      </QueryView>
      {renaming ? <RenameFileDialog landingId={landingId} file={renaming} onClose={() => setRenaming(null)} /> : null}
      {copying ? <CopyFileDialog landingId={landingId} file={copying} onClose={() => setCopying(null)} /> : null}
      {deleting ? <DeleteFileDialog landingId={landingId} file={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
});
