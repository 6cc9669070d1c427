import { TriangleExclamationPoint, X } from 'lucide-react';
import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import {
  type PersistOutcome,
  requestPersistentStorage,
  storageWarningDismissedKey,
  storageWarningDue,
} from '../lib/storage-persistence';

/** One request per page load, shared by the layout (which asks early) and the warning. */
let request: Promise<PersistOutcome> | null = null;
/** The answer, or null when none came within a moment (a browser that asks its user, say). */
let promptAnswer: Promise<PersistOutcome | null> | null = null;

/** Asks the browser for persistent storage once per page load; later calls share the answer. */
export function persistentStorageOutcome(): Promise<PersistOutcome> {
  request ??= requestPersistentStorage(navigator.storage);
  return request;
}

function answerWithin(ms: number): Promise<PersistOutcome | null> {
  promptAnswer ??= Promise.race([
    persistentStorageOutcome(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
  return promptAnswer;
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(storageWarningDismissedKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Where offline sales are made (the till and /offline): a one-line note when the browser refused
 * persistent storage, since offline sales kept in this browser could be lost if it clears site
 * data. "Why?" shows the explanation; dismissed, it stays away. Nothing when storage is persistent.
 */
export function StorageWarning({ className }: { className?: string }) {
  const { t } = useTranslation('pwa');
  // The page waits for the answer (a few ms; 300 at most) so the note is there in its first frame
  // rather than pushing the till down once it is drawn (issue 28: no jump while loading).
  const [outcome, setOutcome] = useState<PersistOutcome | null>(use(answerWithin(300)));
  const [dismissed, setDismissed] = useState(readDismissed);
  const [explained, setExplained] = useState(false);

  useEffect(() => {
    let live = true;
    void persistentStorageOutcome().then((answer) => {
      if (live) setOutcome(answer);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!storageWarningDue(outcome, dismissed)) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(storageWarningDismissedKey, String(Date.now()));
    } catch {
      // Hidden for this visit at least.
    }
    setDismissed(true);
  };

  return (
    <section
      aria-labelledby="storage-warning-title"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-warning/40 bg-warning-soft px-2.5 py-1 text-xs text-ink',
        className,
      )}
      data-testid="storage-warning"
    >
      <TriangleExclamationPoint className="mt-1 size-3.5 shrink-0 text-warning" aria-hidden="true" />
      <div className="min-w-0 flex-1 py-0.5 leading-5">
        <strong id="storage-warning-title" className="font-semibold">
          {t('storage.title')}
        </strong>{' '}
        {explained ? (
          <span className="text-ink-muted" data-testid="storage-warning-text">
            {t('storage.text')}
          </span>
        ) : (
          <button
            type="button"
            className="font-medium text-brand underline underline-offset-2"
            onClick={() => setExplained(true)}
            data-testid="storage-warning-why"
          >
            {t('storage.why')}
          </button>
        )}
      </div>
      <button
        type="button"
        className="-me-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-warning/10"
        onClick={dismiss}
        aria-label={t('storage.dismissLabel')}
        title={t('storage.dismissLabel')}
        data-testid="storage-warning-dismiss"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
