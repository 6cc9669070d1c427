import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { applyUpdate, postponeUpdate, useUpdateAvailable } from './service-worker';

/** "New version available! Update now?" while a new service worker waits (spec part 1 §1). */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const available = useUpdateAvailable();
  const [updating, setUpdating] = useState(false);
  if (!available) return null;
  return (
    <section
      role="alert"
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-brand/40 bg-surface p-4 shadow-lg"
      data-testid="update-prompt"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
        <RefreshCw className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="pt-2 font-semibold leading-tight" data-testid="update-prompt-text">
          {t('update.text')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            loading={updating}
            onClick={() => {
              setUpdating(true);
              void applyUpdate();
            }}
            data-testid="update-now"
          >
            {t('update.update')}
          </Button>
          <Button size="sm" variant="ghost" onClick={postponeUpdate} disabled={updating} data-testid="update-later">
            {t('update.later')}
          </Button>
        </div>
      </div>
    </section>
  );
}
