import { Camera, CameraOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { CameraScan } from './use-camera-scan';

/** Beside the scan field: opens the camera view, or closes it. */
export function CameraButton({ camera }: { camera: CameraScan }) {
  const { t } = useTranslation('pos-camera');
  const on = camera.state.status !== 'off';
  return (
    <Button
      variant={on ? 'secondary' : 'outline'}
      size="icon"
      className="h-14 w-14"
      onClick={on ? camera.close : camera.open}
      aria-pressed={on}
      // Only while the view exists: an id that names nothing is an invalid reference (axe: aria-valid-attr-value).
      aria-controls={on ? 'pos-camera-view' : undefined}
      aria-label={on ? t('close') : t('open')}
      title={on ? t('close') : t('open')}
      data-testid="pos-camera"
    >
      {on ? <CameraOff className="size-6" aria-hidden="true" /> : <Camera className="size-6" aria-hidden="true" />}
    </Button>
  );
}
