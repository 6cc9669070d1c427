import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { formatCoordinates } from '../../lib/format';
import { addressOf, reverseGeocode } from './api';

/** Spec part 1 §9: high accuracy, 10 s timeout, cached position up to 5 minutes. */
export const geolocationOptions: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };

function accessFailedText(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return 'location.permissionDenied';
  if (error.code === error.POSITION_UNAVAILABLE) return 'location.positionUnavailable';
  return 'location.accessGeneric';
}

/**
 * Fills a location field from the device position: the nearest city and country when the server
 * knows one (in the app's language where it can), else the coordinates with six decimals. Every outcome is told with the spec's toasts.
 */
export function useDetectLocation(onFound: (location: string) => void) {
  const { t, i18n } = useTranslation('common');
  const [detecting, setDetecting] = useState(false);

  async function describe(position: GeolocationPosition) {
    const { latitude, longitude } = position.coords;
    try {
      const address = addressOf(await reverseGeocode(latitude, longitude, i18n.language));
      if (address) {
        onFound(address);
        toast({ title: t('location.detected'), description: address, variant: 'success' });
        return;
      }
    } catch {
      // No city near (404) or the geocoder failed: the coordinates still locate the store.
    }
    onFound(formatCoordinates(latitude, longitude));
    toast({ title: t('location.detectedWithCoordinates') });
  }

  function detect() {
    if (!('geolocation' in navigator)) {
      toast({ title: t('location.notSupported'), description: t('location.notSupportedText'), variant: 'destructive' });
      return;
    }
    setDetecting(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        describe(position)
          .catch(() =>
            toast({ title: t('location.error'), description: t('location.errorText'), variant: 'destructive' }),
          )
          .finally(() => setDetecting(false));
      },
      (error) => {
        setDetecting(false);
        toast({ title: t('location.accessFailed'), description: t(accessFailedText(error)), variant: 'destructive' });
      },
      geolocationOptions,
    );
  }

  return { detect, detecting };
}
