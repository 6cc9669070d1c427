import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input, type InputProps } from '../../components/ui/input';
import { useDetectLocation } from './use-detect-location';

interface LocationInputProps extends InputProps {
  /** Called with the detected address or coordinates. */
  onDetected: (location: string) => void;
}

/** A text field for the store location with a button that fills it from the device position. */
export function LocationInput({ onDetected, ...inputProps }: LocationInputProps) {
  const { t } = useTranslation('common');
  const { detect, detecting } = useDetectLocation(onDetected);
  return (
    <div className="flex gap-2">
      <Input className="flex-1" {...inputProps} />
      <Button
        variant="outline"
        size="icon"
        onClick={detect}
        loading={detecting}
        aria-label={t('location.detect')}
        title={t('location.detect')}
        data-testid="detect-location"
      >
        {!detecting && <MapPin className="size-5" aria-hidden="true" />}
      </Button>
    </div>
  );
}
