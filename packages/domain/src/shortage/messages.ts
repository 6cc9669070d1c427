/** User-visible texts of the Shortage Notebook (spec part 2 §5 "Shortage item: product name required"). */
export const shortageMessages = {
  /** The same text as the inventory's, so one code (product_name_required) names both. */
  productNameRequired: 'Product name is required',
  categoryInvalid: 'Please choose a shortage category',
  priorityInvalid: 'Please choose a priority: low, medium, high or urgent',
  completedFlag: 'Completed must be true or false',
  itemNotFound: 'Shortage item not found.',
} as const;
