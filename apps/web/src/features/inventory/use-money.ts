import { currencies } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney, localeOf } from '../../lib/format';
import { useSignedInUser } from '../auth/api';

/** Formats amounts ("12.50") in the account's preferred currency and the reading language. */
export function useMoney(): (amount: string | number) => string {
  const { i18n } = useTranslation();
  const { preferredCurrency } = useSignedInUser();
  return (amount) => formatMoney(Number(amount), preferredCurrency, i18n.language);
}

/**
 * For dense tables whose column headers name the currency: the amount alone ("1,250.00") and the
 * account currency's symbol ("IQD", "$") for the header.
 */
export function useAmounts(): { amount: (value: string | number) => string; symbol: string } {
  const { i18n } = useTranslation();
  const { preferredCurrency } = useSignedInUser();
  const format = new Intl.NumberFormat(localeOf(i18n.language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const symbol = currencies.find((c) => c.code === preferredCurrency)?.symbol ?? preferredCurrency;
  return { amount: (value) => format.format(Number(value)), symbol };
}
