import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useConnectivity } from '../../../lib/connectivity';
import { currentLocalDb } from '../../../offline/local-session';
import { afterSyncDecision, signOutDecision } from '../../../offline/sign-out-guard';
import { queueCounts, retryFailed } from '../../../offline/sync-queue';
import { syncNow } from '../../../offline/sync-runner';
import { logout } from '../api';

async function readCounts() {
  const db = currentLocalDb();
  if (!db) return null;
  try {
    return await queueCounts(db);
  } catch {
    return null;
  }
}

/**
 * Every sign-out button goes through this: with sales still waiting in the local queue it asks
 * first (how many wait, that they stay on this device and sync at this person's next sign-in),
 * offering "Sync now" (online), "Sign out anyway" and "Cancel". Render `dialog` beside the button.
 */
export function useSignOut(): { signOut: () => void; dialog: ReactNode } {
  const [waiting, setWaiting] = useState<number | null>(null);
  const signOut = () => {
    void readCounts().then((counts) => {
      const decision = signOutDecision(counts);
      if (decision.kind === 'sign-out') logout();
      else setWaiting(decision.waiting);
    });
  };
  const dialog = <SignOutDialog waiting={waiting} onWaitingChange={setWaiting} onClose={() => setWaiting(null)} />;
  return { signOut, dialog };
}

function SignOutDialog({
  waiting,
  onWaitingChange,
  onClose,
}: {
  waiting: number | null;
  onWaitingChange: (waiting: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('sign-out');
  const { online } = useConnectivity();
  const [syncing, setSyncing] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const sync = async () => {
    setSyncing(true);
    setNote(null);
    try {
      // Asked in so many words: sales the server refused earlier get another go too.
      const db = currentLocalDb();
      if (db) await retryFailed(db);
      const decision = afterSyncDecision(await syncNow());
      if (decision.kind === 'sign-out') {
        logout();
        return;
      }
      if (decision.waiting !== null) onWaitingChange(decision.waiting);
      setNote(t('notAllSynced'));
    } catch {
      setNote(t('notAllSynced'));
    }
    setSyncing(false);
  };

  return (
    <Dialog
      open={waiting !== null}
      onOpenChange={(open) => {
        if (!open && !syncing) {
          setNote(null);
          onClose();
        }
      }}
    >
      <DialogContent title={t('title')} className="max-w-md" data-testid="sign-out-dialog">
        <p className="text-sm" data-testid="sign-out-waiting">
          {t('waiting', { n: waiting ?? 0 })}
        </p>
        <p className="mt-2 text-sm text-ink-muted">{t('kept')}</p>
        {!online && <p className="mt-2 text-sm text-ink-muted">{t('offline')}</p>}
        {note && (
          <p className="mt-2 text-sm text-danger" role="alert" data-testid="sign-out-note">
            {note}
          </p>
        )}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={syncing} data-testid="sign-out-cancel">
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={syncing} onClick={logout} data-testid="sign-out-anyway">
            {t('anyway')}
          </Button>
          {online && (
            <Button loading={syncing} onClick={() => void sync()} data-testid="sign-out-sync">
              {t('syncNow')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
