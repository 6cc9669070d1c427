// The till: user-visible texts, without zod, so the error list (common/error-codes.ts) reaches
// only these and not the contracts' schemas (the sign-in page's first visit, issue 28).

/** User-visible texts of favorites and cart drafts (spec part 2 §5, §8). */
export const posMessages = {
  draftNameRequired: 'Please enter a name for the cart draft.',
  favoritesFull: 'You can keep at most 10 favorites. Remove one to add another.',
  productNotFound: 'Product not found.',
  favoriteNotFound: 'This product is not in your favorites.',
  draftNotFound: 'Cart draft not found.',
} as const;

/** The below-0 refusal as an error-list template (`{{availableUnits}}` from the answer's fields). */
export const stockBelowZeroTemplate = 'Stock cannot go below 0: only {{availableUnits}} units left';
