/**
 * What a recall asks of those who hold the batch: stop selling it (keep it aside), or send it back
 * to the supplier. Either way the till refuses the batch.
 */
export const recallActions = ['stop_selling', 'return'] as const;
export type RecallAction = (typeof recallActions)[number];
