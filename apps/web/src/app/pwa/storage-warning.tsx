import { TriangleExclamationPoint, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { isolate } from '../../lib/bidi';
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
      className="mb-5 flex items-start gap-3 rounded-xl border border-warning/40 bg-warning-soft p-4 text-ink"
      data-testid="storage-warning"
    >
      <TriangleExclamationPoint className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="storage-warning-title" className="font-semibold leading-tight">
          {t('storage.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('storage.text', { product: isolate(t('common:appName')) })}</p>
        <div>
          <Button size="sm" variant="outline" className="mt-2" onClick={dismiss} data-testid="storage-warning-dismiss">
            {t('storage.dismiss')}
          </Button>
        </div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('common:close')}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-warning/10"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
