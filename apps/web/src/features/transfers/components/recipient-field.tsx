import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useTransferPartners } from '../api';

interface RecipientFieldProps {
  value: string;
  onChange: (email: string) => void;
}

/**
 * The recipient by e-mail (spec part 2 §2): the businesses the sender trades with, each with its
 * e-mail and business name, narrowed by what is typed; an exact e-mail of another business may be typed.
 */
export function RecipientField({ value, onChange }: RecipientFieldProps) {
  const { t } = useTranslation('transfers');
  const partners = useTransferPartners(true);
  const typed = value.trim().toLowerCase();
  const list = (partners.data ?? []).filter(
    (partner) =>
      !typed || partner.email.toLowerCase().includes(typed) || partner.businessName.toLowerCase().includes(typed),
  );
  return (
    <div className="flex flex-col gap-2">
      <FormField id="transfer-recipient" label={t('form.recipient')} hint={t('form.recipientHint')}>
        <Input
          id="transfer-recipient"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('form.recipientPlaceholder')}
          data-testid="transfer-recipient"
        />
      </FormField>
      {partners.isSuccess && partners.data.length === 0 && (
        <p className="text-xs text-ink-muted">{t('form.noPartners')}</p>
      )}
      {list.length > 0 && (
        <ul
          className="max-h-40 divide-y divide-line overflow-y-auto rounded-lg border border-line"
          aria-label={t('form.partners')}
          data-testid="transfer-partners"
        >
          {list.map((partner) => {
            const chosen = partner.email.toLowerCase() === typed;
            return (
              <li key={partner.id}>
                <button
                  type="button"
                  onClick={() => onChange(partner.email)}
                  aria-pressed={chosen}
                  className={cn(
                    'flex w-full items-center justify-between gap-3 px-3 py-2 text-start hover:bg-subtle/70',
                    chosen && 'bg-brand-soft',
                  )}
                  data-testid={`transfer-partner-${partner.id}`}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">
                      <bdi>{partner.businessName}</bdi>
                    </span>
                    <span className="block truncate text-xs text-ink-muted" dir="ltr">
                      <bdi>{partner.email}</bdi>
                    </span>
                  </span>
                  {chosen && <Check className="size-4 shrink-0 text-brand" aria-label={t('form.chosen')} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
