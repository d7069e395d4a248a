import { backupListSchema, type BackupRecord } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

export interface Backups {
  backups: BackupRecord[];
  automatic: boolean;
}

const base = (landingId: number) => `/landings/${landingId}/backup-records`;

export function fetchBackups(landingId: number, signal?: AbortSignal): Promise<Backups> {
  return apiRequest(base(landingId), { schema: backupListSchema, signal }).then((r) => ({ backups: r.data, automatic: r.meta.automatic_backup }));
}

const put = (path: string, body?: unknown) => apiRequest(path, { method: 'PUT', body, schema: messageResponseSchema }).then(() => undefined);

export const instantBackup = (landingId: number) => put(`${base(landingId)}/instant-backup`);
export const setAutomaticBackup = (landingId: number, on: boolean) => put(`${base(landingId)}/automatic-backup-option`, { automatic_backup: on });
export const restoreBackup = (landingId: number, backupId: number) => put(`${base(landingId)}/${backupId}/restore`);
export function deleteBackup(landingId: number, backupId: number): Promise<void> {
  return apiRequest(`${base(landingId)}/${backupId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

export function useBackups(landingId: number) {
  return useQuery({ queryKey: queryKeys.backups(landingId), queryFn: ({ signal }) => fetchBackups(landingId, signal) });
}

/** Backup changes refresh the list; a restore changes the whole website, so everything of it reloads. */
export function useBackupMutation<A>(landingId: number, run: (args: A) => Promise<void>, { restores = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restores ? queryKeys.landing(landingId) : queryKeys.backups(landingId) }),
  });
}
