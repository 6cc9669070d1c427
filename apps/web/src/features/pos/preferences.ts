import { paperSizePreference } from '../../components/receipt/receipt-content';

export { type PaperSize, paperSizes } from '../../components/receipt/receipt-content';
export { usePreference } from '../../lib/use-preference';

/** What Enter does in the search field (spec part 2 §2). */
export const enterModes = ['scan', 'checkout', 'search', 'clear'] as const;
export type EnterMode = (typeof enterModes)[number];

/** The till's settings this device remembers between sales and visits. */
export const preferences = {
  enterMode: {
    key: 'assist.pos.enterMode',
    parse: (raw: string | null): EnterMode => (enterModes.includes(raw as EnterMode) ? (raw as EnterMode) : 'scan'),
  },
  paperSize: paperSizePreference,
  /** The tax rate in percent as typed ("8", "7.5"); empty means no tax. */
  taxRate: { key: 'assist.pos.taxRate', parse: (raw: string | null) => raw ?? '' },
};
