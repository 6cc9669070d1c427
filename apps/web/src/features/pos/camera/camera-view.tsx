import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { CameraScan } from './use-camera-scan';

/** The live picture with an aiming line, what was read last, and plain words when the camera cannot start. */
export function CameraView({ camera }: { camera: CameraScan }) {
  const { t } = useTranslation('pos-camera');
  const { state } = camera;
  if (state.status === 'off') return null;
  if (state.status === 'problem') {
    return (
      <div
        id="pos-camera-view"
        role="alert"
        className="flex flex-col gap-2 rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-ink"
        data-testid="pos-camera-problem"
      >
        <p className="font-semibold text-danger">{t(`problem.${state.problem}.title`)}</p>
        <p>{t(`problem.${state.problem}.text`)}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={camera.open} data-testid="pos-camera-retry">
            {t('retry')}
          </Button>
          <Button size="sm" variant="ghost" onClick={camera.close}>
            {t('close')}
          </Button>
        </div>
      </div>
    );
  }
  const lastCode = state.status === 'scanning' ? state.lastCode : null;
  return (
    <div id="pos-camera-view" className="flex flex-col items-center gap-2" data-testid="pos-camera-view">
      <div className="relative aspect-[4/3] max-h-72 w-full max-w-md overflow-hidden rounded-lg bg-black sm:aspect-video">
        <video
          ref={camera.videoRef}
          muted
          playsInline
          aria-label={t('picture')}
          className="size-full object-cover"
          data-testid="pos-camera-video"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[10%] top-1/2 h-0.5 -translate-y-1/2 rounded bg-red-500/90 shadow-[0_0_6px_rgba(239,68,68,0.9)]"
        />
        {state.status === 'starting' && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-black/60 text-sm text-white">
            <Spinner />
            {t('starting')}
          </div>
        )}
        <Button
          variant="secondary"
          size="icon"
          onClick={camera.close}
          aria-label={t('close')}
          className="absolute end-2 top-2 bg-white/85"
        >
          <X className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <p className="text-center text-sm text-ink-muted" aria-live="polite" data-testid="pos-camera-status">
        {lastCode === null ? (
          t('aim')
        ) : (
          <>
            {t('read')} <bdi className="font-mono font-medium text-ink">{lastCode}</bdi>
          </>
        )}
      </p>
    </div>
  );
}
