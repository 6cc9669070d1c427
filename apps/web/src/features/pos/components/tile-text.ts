import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';
import { formatCount } from '../../inventory/display';

/** The words and formats every product tile shows, built once per list (not per tile). */
export interface TileText {
  money: (amount: string | number) => string;
  count: (n: number) => string;
  perBox: string;
  perUnit: string;
  stock: (units: number) => string;
  expiredOnly: string;
  recalled: string;
  severalLots: string;
}

/**
 * Called by the list (grid, favorites), handed to its tiles: a tile then subscribes to nothing. Each
 * tile asking i18n twice and the signed-in user's query once (useMoney) was most of the till's first
 * render (60 tiles, more at 4x CPU). Stable while the language and currency stay, so memo holds.
 */
export function useTileText(): TileText {
  const { t, i18n } = useTranslation(['pos', 'recalls']);
  const money = useMoney();
  const format = money(0);
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language or the money format changes; t and money are new functions each render.
  return useMemo(
    () => ({
      money: (amount) => money(amount),
      count: formatCount,
      perBox: t('products.perBox'),
      perUnit: t('products.perUnit'),
      stock: (units) => t('products.stock', { units: formatCount(units) }),
      expiredOnly: t('products.expiredOnly'),
      recalled: t('recalls:till.recalled'),
      severalLots: t('products.severalLots'),
    }),
    [language, format],
  );
}
