import type { BackupRecord } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { deleteBackup, instantBackup, restoreBackup, setAutomaticBackup, useBackupMutation, useBackups } from '../../../../api/backups-api.ts';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { formatDate } from '../../../format-date.ts';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';

const KIND_LABELS: Record<BackupRecord['kind'], string> = { manual: 'Instant', automatic: 'Automatic', publish: 'On publish', restore: 'Before a restore' };

/** /agency/websites/{id}/backups: the website's backups: take one now, daily backups on or off, restore, delete. */
export function BackupsScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <BackupsOfWebsite key={landingId} landingId={landingId} />;
}

function BackupsOfWebsite({ landingId }: { landingId: number }) {
  const backups = useBackups(landingId);
  const instant = useBackupMutation(landingId, () => instantBackup(landingId));
  const automatic = useBackupMutation(landingId, (on: boolean) => setAutomaticBackup(landingId, on));
  const restore = useBackupMutation(landingId, (id: number) => restoreBackup(landingId, id), { restores: true });
  const remove = useBackupMutation(landingId, (id: number) => deleteBackup(landingId, id));
  const [asking, setAsking] = useState<{ backup: BackupRecord; action: 'restore' | 'delete' } | null>(null);

  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Backups</h1>
        <button type="button" className="btn btn--primary" disabled={instant.isPending} aria-busy={instant.isPending} onClick={() => instant.mutate(undefined)}>
          Back up now
        </button>
      </header>
      {backups.isPending ? (
        <Spinner label="Loading backups…" />
      ) : backups.error ? (
        <StatusView title="Backups could not be loaded" message={backups.error.message} actions={<RetryButton onClick={backups.refetch} />} />
      ) : (
        <>
          <label className="check">
            <input type="checkbox" checked={backups.data.automatic} disabled={automatic.isPending} onChange={(event) => automatic.mutate(event.target.checked)} />
            <span>Back up automatically every day (the last 30 are kept)</span>
          </label>
          {backups.data.backups.length === 0 ? (
            <StatusView title="No backups yet" message="Back up now, or switch on daily backups." />
          ) : (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Taken</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Pages</th>
                    <th scope="col">Size</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {backups.data.backups.map((backup) => (
                    <tr key={backup.id}>
                      <td>
                        <span className="table__primary">{formatDate(backup.created_at, true)}</span>
                        {backup.note ? <span className="table__secondary">{backup.note}</span> : null}
                      </td>
                      <td>{KIND_LABELS[backup.kind]}</td>
                      <td>{backup.pages_count}</td>
                      <td>{backup.size_label}</td>
                      <td className="table__actions">
                        <div className="table__buttons">
                          <button type="button" className="btn btn--small" onClick={() => setAsking({ backup, action: 'restore' })} aria-label={`Restore backup ${backup.id}`}>
                            Restore
                          </button>
                          <button type="button" className="btn btn--small btn--danger" onClick={() => setAsking({ backup, action: 'delete' })} aria-label={`Delete backup ${backup.id}`}>
                            Delete
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {asking ? (
        <ConfirmDialog
          title={asking.action === 'restore' ? 'Restore this backup?' : 'Delete this backup?'}
          message={
            asking.action === 'restore'
              ? `The website goes back to how it was on ${formatDate(asking.backup.created_at, true)}: pages, designs, forms, menus and settings. Its current state is backed up first.`
              : 'This backup is deleted. This cannot be undone.'
          }
          confirmLabel={asking.action === 'restore' ? 'Restore backup' : 'Delete backup'}
          busy={restore.isPending || remove.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => (asking.action === 'restore' ? restore : remove).mutate(asking.backup.id, { onSettled: () => setAsking(null) })}
        />
      ) : null}
    </div>
  );
}
