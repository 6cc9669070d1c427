import { TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  type PersistOutcome,
  requestPersistentStorage,
  storageWarningDismissedKey,
  storageWarningDue,
} from '../../lib/storage-persistence';

/** One request per page load, shared by every signed-in screen. */
let request: Promise<PersistOutcome> | null = null;

function readDismissedAt(): number | null {
  try {
    const value = Number(localStorage.getItem(storageWarningDismissedKey) ?? Number.NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Asks for persistent storage once signed in, and warns when the browser refuses: offline sales
 * kept in this browser could be lost if it clears site data. Dismissing hides it for 7 days.
 */
export function StorageWarning() {
  const { t } = useTranslation('pwa');
  const [outcome, setOutcome] = useState<PersistOutcome | null>(null);
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);

  useEffect(() => {
    let live = true;
    request ??= requestPersistentStorage(navigator.storage);
    void request.then((answer) => {
      if (live) setOutcome(answer);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!storageWarningDue(outcome, dismissedAt, Date.now())) return null;

  const dismiss = () => {
    const now = Date.now();
    try {
      localStorage.setItem(storageWarningDismissedKey, String(now));
    } catch {
      // Hidden for this visit at least.
    }
    setDismissedAt(now);
  };

  return (
    <section
      aria-labelledby="storage-warning-title"
      className="mb-4 flex items-start gap-2.5 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-ink"
      data-testid="storage-warning"
    >
      <TriangleExclamationPoint className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm leading-snug">
        <strong id="storage-warning-title" className="font-semibold">
          {t('storage.title')}
        </strong>{' '}
        <span className="text-ink-muted">{t('storage.text')}</span>
      </p>
      <Button
        size="sm"
        variant="ghost"
        className="-my-1 shrink-0"
        onClick={dismiss}
        data-testid="storage-warning-dismiss"
      >
        {t('storage.dismiss')}
      </Button>
    </section>
  );
}
