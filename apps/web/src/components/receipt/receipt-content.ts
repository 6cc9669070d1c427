import type { Sale } from '@assist/domain';

/** What a receipt prints: the sale as the server answered it and the shop's name at that time. */
export interface ReceiptContent {
  sale: Sale;
  businessName: string | null;
  /** Made offline: the receipt says the sale waits for the server. */
  pendingSync?: boolean;
}

/** Receipt paper: an 80 mm thermal roll or an A4 sheet. */
export const paperSizes = ['80mm', 'a4'] as const;
export type PaperSize = (typeof paperSizes)[number];

/** The paper this device prints receipts on, remembered between sales, visits and screens. */
export const paperSizePreference = {
  key: 'assist.pos.paperSize',
  parse: (raw: string | null): PaperSize => (paperSizes.includes(raw as PaperSize) ? (raw as PaperSize) : '80mm'),
};
