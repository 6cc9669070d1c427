import { catalogueMessages, csvReasons, draftMessages, inventoryMessages, supplierMessages } from '@assist/domain';

/**
 * The English texts of receiving, products, suppliers, drafts and CSV import (the reasons a row
 * was skipped), keyed like `inventory:server.<group>.<key>`.
 */
export const inventoryServerTexts = {
  inventory: inventoryMessages,
  catalogue: catalogueMessages,
  suppliers: supplierMessages,
  drafts: draftMessages,
  csv: csvReasons,
} as const;
