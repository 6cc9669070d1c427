// The catalogue: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

export const catalogueMessages = {
  nameAndBarcodeRequired: 'Product name and barcode are required.',
  barcodeTaken: 'A product with this barcode already exists.',
} as const;
