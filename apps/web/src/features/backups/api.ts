import type { BackupFile, BackupListResponse, BackupSettings } from '@assist/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { backupKeys } from '../../lib/query-keys';

export function useBackups() {
  return useQuery({
    queryKey: backupKeys.list(),
    queryFn: () => api.get<BackupListResponse>('/api/superadmin/backups'),
  });
}

/** Back up now: answered once the file is written; the list (and a failure) refresh either way. */
export function useBackUpNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BackupFile>('/api/superadmin/backups', {}),
    onSettled: () => client.invalidateQueries({ queryKey: backupKeys.list() }),
  });
}

export function useSaveBackupSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupSettings) => api.put<BackupSettings>('/api/superadmin/backups/settings', body),
    onSuccess: () => client.invalidateQueries({ queryKey: backupKeys.list() }),
  });
}
