import { accountTutorials } from './account.js';
import { networkTutorials } from './network.js';
import { receivingTutorials } from './receiving.js';
import { recordTutorials } from './records.js';
import { sellingTutorials } from './selling.js';
import { supplierTutorials } from './suppliers.js';
import type { Tutorial } from './types.js';

export type { Tutorial } from './types.js';

/** Every help text of the app. */
export const tutorials: readonly Tutorial[] = [
  ...receivingTutorials,
  ...sellingTutorials,
  ...supplierTutorials,
  ...networkTutorials,
  ...recordTutorials,
  ...accountTutorials,
];
