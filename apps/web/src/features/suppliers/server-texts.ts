import { supplierPaymentMessages, supplierReturnMessages } from '@assist/domain';

/** The English texts of payments and returns to suppliers, keyed like `suppliers:server.<group>.<key>`. */
export const supplierMoneyServerTexts = {
  payments: supplierPaymentMessages,
  returns: supplierReturnMessages,
} as const;
