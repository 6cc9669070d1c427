import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export type ReviewStatus = 'accepted' | 'declined';

interface ReviewButtonsProps {
  /** The review under way for this transfer, if any. */
  reviewing: ReviewStatus | null;
  onReview: (status: ReviewStatus) => void;
}

/** Accept and Decline of an incoming pending transfer (the only ones that can be reviewed). */
export function ReviewButtons({ reviewing, onReview }: ReviewButtonsProps) {
  const { t } = useTranslation('transfers');
  return (
    <>
      <Button
        size="sm"
        onClick={() => onReview('accepted')}
        loading={reviewing === 'accepted'}
        disabled={reviewing !== null}
        data-testid="transfer-accept"
      >
        <Check className="size-4" aria-hidden="true" />
        {t('card.accept')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onReview('declined')}
        loading={reviewing === 'declined'}
        disabled={reviewing !== null}
        data-testid="transfer-decline"
      >
        <X className="size-4" aria-hidden="true" />
        {t('card.decline')}
      </Button>
    </>
  );
}
