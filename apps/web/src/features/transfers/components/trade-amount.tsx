import { type CurrencyCode, currencyCodes } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

const known = (code: string): code is CurrencyCode => (currencyCodes as readonly string[]).includes(code);

/**
 * An amount in a named currency with its code ("12.50 USD", "6,550 IQD"), whatever the account's
 * own: a trade is in the seller's currency on both sides (issue 26). Kept left to right in Arabic.
 */
export function TradeAmount({ amount, currency, className }: { amount: string; currency: string; className?: string }) {
  const { i18n } = useTranslation();
  const number = known(currency) ? formatMoney(amount, currency, i18n.language, { bare: true }) : amount;
  return (
    <bdi dir="ltr" className={className}>
      {number} {currency}
    </bdi>
  );
}
