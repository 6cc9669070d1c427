import { type PaymentMethod, paymentMethods } from '@assist/domain';
import { Banknote, CreditCard, Landmark, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const icons = { cash: Banknote, card: CreditCard, debit: Landmark, digital_wallet: Smartphone } as const;

/** Cash, card (credit), debit or digital wallet (spec part 2 §9): radios, so arrow keys move the choice. */
export function PaymentPicker({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t('sale.payment')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {paymentMethods.map((method) => {
          const Icon = icons[method];
          return (
            <label
              key={method}
              data-testid={`pos-payment-${method}`}
              data-checked={value === method}
              className={cn(
                'flex h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                value === method ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line hover:bg-subtle',
              )}
            >
              <input
                type="radio"
                name="pos-payment"
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
                className="sr-only"
              />
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{t(`payment.${method}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
