import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { errorText } from '../../i18n/error-text';
import { isolate } from '../../lib/bidi';
import { useCreateMarketplace } from './api';
import type { Marketplace } from '@assist/domain';

/**
 * A supplier with no marketplace gets one on its first visit (spec part 2 §4): `POST
 * /api/marketplace/create` with an empty body, once per visit of the page (a failure is said,
 * and the page offers Create instead of asking again in a loop).
 */
export function useAutoCreateMarketplace(marketplaces: Marketplace[] | undefined): { creating: boolean } {
  const { t } = useTranslation('supplierMarketplace');
  const create = useCreateMarketplace();
  const asked = useRef(false);
  const { mutate } = create;
  useEffect(() => {
    if (!marketplaces || marketplaces.length > 0 || asked.current) return;
    asked.current = true;
    mutate(
      {},
      {
        onSuccess: (marketplace) =>
          toast({
            title: t('toast.created'),
            description: t('toast.createdText', { name: isolate(marketplace.name) }),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('toast.creationFailed'),
            description: errorText(error, t, t('toast.creationFailed')),
            variant: 'destructive',
          }),
      },
    );
  }, [marketplaces, mutate, t]);
  return { creating: create.isPending };
}
