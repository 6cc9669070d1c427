import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { isOnline, setForcedOffline } from '../../lib/connectivity';
import { isUnreachable } from '../../lib/api';
import { catalogCounts } from '../../offline/local-catalog';
import { downloadLocalData } from '../../offline/local-session';
import { retryFailed } from '../../offline/sync-queue';
import { syncNow } from '../../offline/sync-runner';
import { syncToast } from '../../offline/sync-toasts';
import { useLocalDb } from '../../offline/use-local-data';
import { useSignedInUser } from '../auth/api';
import { posKeys } from '../../lib/query-keys';
import { countText } from '../../i18n/count-text';

/** The /offline page's buttons, each answering with the spec's toast (part 1 §8). */
export function useOfflineActions() {
  const { t } = useTranslation('offline');
  const user = useSignedInUser();
  const db = useLocalDb();
  const client = useQueryClient();
  const [downloading, setDownloading] = useState(false);

  const sync = async () => {
    const message = syncToast(await syncNow(), t, true);
    if (message) toast(message);
  };

  /** Download Data / Refresh: the catalogue (and suppliers) from the server into this device. */
  const download = async () => {
    if (!db) return;
    if (!isOnline()) {
      toast({ title: t('toast.noConnection'), variant: 'destructive' });
      return;
    }
    setDownloading(true);
    try {
      await downloadLocalData(db, user);
      void client.invalidateQueries({ queryKey: posKeys.preload() });
      toast({
        title: t('toast.refreshed'),
        description: countText(t, 'toast.refreshedText', (await catalogCounts(db)).products),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: isUnreachable(error) ? t('toast.noConnection') : t('toast.refreshFailed'),
        description: t('toast.refreshFailedText'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  const retry = async () => {
    if (!db) return;
    const n = await retryFailed(db);
    toast({ title: t('toast.retried'), description: countText(t, 'toast.retriedText', n) });
    if (isOnline()) await sync();
  };

  return {
    sync,
    download,
    downloading,
    retry,
    simulateOffline: () => {
      setForcedOffline(true);
      toast({ title: t('toast.simulated'), description: t('toast.simulatedText') });
    },
    restoreOnline: () => {
      setForcedOffline(false);
      toast({ title: t('toast.restored'), variant: 'success' });
    },
  };
}
