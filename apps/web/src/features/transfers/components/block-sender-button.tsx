import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** "Block sender" on an incoming transfer (lane consent): asks first, in BlockSenderDialog. */
export function BlockSenderButton({ onBlock }: { onBlock: () => void }) {
  const { t } = useTranslation('transfers');
  return (
    <Button size="sm" variant="ghost" className="ms-auto text-danger" onClick={onBlock} data-testid="transfer-block">
      <Ban className="size-4" aria-hidden="true" />
      {t('blocks.blockSender')}
    </Button>
  );
}
