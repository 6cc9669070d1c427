import { catalogueMessages, inventoryMessages, supplierMessages } from '@assist/domain';

/** The English texts of receiving, products and suppliers, keyed like `inventory:server.<group>.<key>`. */
export const inventoryServerTexts = {
  inventory: inventoryMessages,
  catalogue: catalogueMessages,
  suppliers: supplierMessages,
} as const;
