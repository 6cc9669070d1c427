import { RefreshCw, RotateCcw, TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** Clears caches, local and session storage, and service workers, then reloads. */
export async function clearAndRestart() {
  try {
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
  } catch (error) {
    console.error('Clearing caches failed', error);
  }
  localStorage.clear();
  sessionStorage.clear();
  // Back to the start: reloading the page that crashed would likely crash again.
  window.location.replace('/');
}

/** Shown by the error boundary after a crash. */
export function AppErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center p-4" role="alert" data-testid="app-error">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <TriangleExclamationPoint className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">{t('appError.title')}</h1>
        <p className="text-ink-muted">{t('appError.text')}</p>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={() => window.location.reload()} data-testid="reload-app">
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('appError.reload')}
          </Button>
          <Button size="lg" variant="outline" onClick={() => void clearAndRestart()} data-testid="clear-restart">
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('appError.clearRestart')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
