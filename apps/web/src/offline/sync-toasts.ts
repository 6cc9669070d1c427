import type { TFunction } from 'i18next';
import type { ToastInput } from '../components/ui/use-toast';
import type { SyncAttempt } from './sync-runner';
import { countText } from '../i18n/count-text';

/**
 * The spec's sync toasts (part 1 §8): "Sync Successful: Synced N items successfully", "Sync Issues:
 * Synced N items, M errors", "Sync Failed: Could not sync with server", "No internet connection".
 * Automatic runs speak only when something was sent or refused; a sync the user asked for always answers.
 */
export function syncToast(attempt: SyncAttempt, t: TFunction, asked: boolean): ToastInput | null {
  switch (attempt.status) {
    case 'no-session':
      return null;
    case 'no-connection':
      return asked ? { title: t('offline:toast.noConnection'), variant: 'destructive' } : null;
    case 'offline':
      // The connection went during the run: what was sent is reported, the rest stays queued.
      if (attempt.errors > 0) return issues(attempt.synced, attempt.errors, t);
      if (attempt.synced > 0) return synced(attempt.synced, t);
      return asked
        ? {
            title: t('offline:toast.syncFailed'),
            description: t('offline:toast.syncFailedText'),
            variant: 'destructive',
          }
        : null;
    case 'signed-out':
      return { title: t('offline:toast.syncFailed'), description: t('errors:sessionExpired'), variant: 'destructive' };
    case 'busy':
      return asked ? { title: t('offline:toast.busy'), description: t('offline:toast.busyText') } : null;
    case 'done':
      if (attempt.errors > 0) return issues(attempt.synced, attempt.errors, t);
      return attempt.synced > 0 || asked ? synced(attempt.synced, t) : null;
  }
}

function synced(n: number, t: TFunction): ToastInput {
  return {
    title: t('offline:toast.synced'),
    description: countText(t, 'offline:toast.syncedText', n),
    variant: 'success',
  };
}

function issues(synced: number, errors: number, t: TFunction): ToastInput {
  return {
    title: t('offline:toast.issues'),
    description: t('offline:toast.issuesText', { n: synced, m: errors }),
    variant: 'destructive',
  };
}
