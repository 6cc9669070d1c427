/** Query keys of the till's data (every answer is scoped to the signed-in tenant). Its own module: stock screens import it without the till's hooks. */
export const posKeys = {
  all: ['pos'] as const,
  preload: () => [...posKeys.all, 'preload'] as const,
  favorites: () => [...posKeys.all, 'favorites'] as const,
  cartDrafts: () => [...posKeys.all, 'cart-drafts'] as const,
};
