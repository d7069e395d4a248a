import { AUTOMATIC_BACKUPS_KEPT, PUBLISH_BACKUP_DAYS, PUBLISH_BACKUPS_KEPT, type BackupRecord } from '@tessera/core';
import { useState } from 'react';
import { deleteBackup, instantBackup, restoreBackup, setAutomaticBackup, useBackupMutation, useBackups } from '../../../../api/backups-api.ts';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { DataTable, RowActions } from '../../../../ui/DataTable.tsx';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { formatDate } from '../../../format-date.ts';
import { websiteScreen } from '../website-screen.tsx';

const KIND_LABELS: Record<BackupRecord['kind'], string> = { manual: 'Instant', automatic: 'Automatic', publish: 'On publish', restore: 'Before a restore' };

/** /agency/websites/{id}/backups: the website's backups: take one now, daily backups on or off, restore, delete. */
export const BackupsScreen = websiteScreen(function BackupsOfWebsite({ landingId }) {
  const backups = useBackups(landingId);
  const instant = useBackupMutation(landingId, () => instantBackup(landingId));
  const automatic = useBackupMutation(landingId, (on: boolean) => setAutomaticBackup(landingId, on));
  const restore = useBackupMutation(landingId, (id: number) => restoreBackup(landingId, id), { restores: true });
  const remove = useBackupMutation(landingId, (id: number) => deleteBackup(landingId, id));
  const [asking, setAsking] = useState<{ backup: BackupRecord; action: 'restore' | 'delete' } | null>(null);

  return (
    <div className="screen">
      <ScreenHeader title="Backups" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }}>
        <button type="button" className="btn btn--primary" disabled={instant.isPending} aria-busy={instant.isPending} onClick={() => instant.mutate(undefined)}>
          Back up now
        </button>
      </ScreenHeader>
      <QueryView query={backups} loading="Loading backups…" failed="Backups could not be loaded">
        {(data) => (
          <>
            <label className="check">
              <input type="checkbox" checked={data.automatic} disabled={automatic.isPending} onChange={(event) => automatic.mutate(event.target.checked)} />
              <span>Back up automatically every day (the last {AUTOMATIC_BACKUPS_KEPT} are kept)</span>
            </label>
            <p className="form-row__hint">
              Every publish also backs up the site as published: the last {PUBLISH_BACKUPS_KEPT}, and the newest of each day for {PUBLISH_BACKUP_DAYS} days, are kept.
            </p>
            {data.backups.length === 0 ? (
              <StatusView title="No backups yet" message="Back up now, or switch on daily backups." />
            ) : (
              <DataTable columns={['Taken', 'Kind', 'Pages', 'Size']}>
                {data.backups.map((backup) => (
                  <tr key={backup.id}>
                    <td>
                      <span className="table__primary">{formatDate(backup.created_at, true)}</span>
                      {backup.note ? <span className="table__secondary">{backup.note}</span> : null}
                    </td>
                    <td>{KIND_LABELS[backup.kind]}</td>
                    <td>{backup.pages_count}</td>
                    <td>{backup.size_label}</td>
                    <RowActions>
                      <button type="button" className="btn btn--small" onClick={() => setAsking({ backup, action: 'restore' })} aria-label={`Restore backup ${backup.id}`}>
                        Restore
                      </button>
                      <button type="button" className="btn btn--small btn--danger" onClick={() => setAsking({ backup, action: 'delete' })} aria-label={`Delete backup ${backup.id}`}>
                        Delete
                      </button>
                    </RowActions>
                  </tr>
                ))}
              </DataTable>
            )}
          </>
        )}
      </QueryView>
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
});
