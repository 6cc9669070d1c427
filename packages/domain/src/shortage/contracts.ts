import { z } from 'zod';
import { SafeMultilineString, SafeString, boundsMessages } from '../common/bounds.js';
import { isIsoDate } from '../inventory/expiry.js';
import { superadminMessages } from '../superadmin/contracts.js';
import { shortageMessages as m } from './messages.js';

/** The spec's nine shortage categories (part 2 §3), as the keys stored and translated. */
export const shortageCategories = [
  'medicine',
  'medical_supplies',
  'personal_care',
  'health_wellness',
  'baby_care',
  'beauty',
  'first_aid',
  'vitamins_supplements',
  'other',
] as const;
export type ShortageCategory = (typeof shortageCategories)[number];

/** Priorities, lowest first (spec part 2 §9); a new item is medium. */
export const shortagePriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type ShortagePriority = (typeof shortagePriorities)[number];
export const defaultShortagePriority: ShortagePriority = 'medium';
export const defaultShortageCategory: ShortageCategory = 'other';

/** Days the previous-days list shows, today included (spec part 2 §9). */
export const shortageHistoryDays = 7;

const invalidDate = 'Dates must be valid calendar dates (YYYY-MM-DD)';
const isShortageDay = (value: string) => isIsoDate(value) && value >= '2000-01-01' && value <= '2100-12-31';
/** A calendar day "YYYY-MM-DD" of years 2000..2100 (a business's own date, no time). */
export const ShortageDay = z.string({ error: invalidDate }).trim().refine(isShortageDay, invalidDate);

const ProductName = SafeString({ error: m.productNameRequired })
  .trim()
  .min(1, m.productNameRequired)
  .max(200, boundsMessages.tooLong);
const Category = z.enum(shortageCategories, { error: m.categoryInvalid });
const Priority = z.enum(shortagePriorities, { error: m.priorityInvalid });
const Notes = SafeMultilineString()
  .trim()
  .max(1000, boundsMessages.tooLong)
  .nullish()
  .transform((value) => value || null);

/** `GET /api/shortage-items?date=`: the day's list; no date is the business's today. */
export const ShortageListQuery = z.object({ date: ShortageDay.optional() });
export type ShortageListQuery = z.infer<typeof ShortageListQuery>;

/**
 * `POST /api/shortage-items`: a product name (required after trimming), category (default other),
 * priority (default medium), notes (empty is none), date (default the business's today).
 */
export const ShortageItemCreateRequest = z.object({
  productName: ProductName,
  category: Category.nullish().transform((value) => value ?? defaultShortageCategory),
  priority: Priority.nullish().transform((value) => value ?? defaultShortagePriority),
  notes: Notes,
  date: z
    .string({ error: invalidDate })
    .trim()
    .refine((value) => value === '' || isShortageDay(value), invalidDate)
    .nullish()
    .transform((value) => value || undefined),
});
export type ShortageItemCreateRequest = z.input<typeof ShortageItemCreateRequest>;
export type ShortageItemCreateValues = z.output<typeof ShortageItemCreateRequest>;

/**
 * `PUT /api/shortage-items/{id}`: the checkbox sends `{ isCompleted }` (completing sets completedAt
 * to now, reopening clears it; a completedAt sent along is ignored, the server keeps the clock); the
 * other fields edit the item. At least one field.
 */
export const ShortageItemUpdateRequest = z
  .object({
    isCompleted: z.boolean({ error: m.completedFlag }).optional(),
    productName: ProductName.optional(),
    category: Category.optional(),
    priority: Priority.optional(),
    notes: Notes.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: superadminMessages.nothingToUpdate,
  });
export type ShortageItemUpdateRequest = z.input<typeof ShortageItemUpdateRequest>;
export type ShortageItemUpdateValues = z.output<typeof ShortageItemUpdateRequest>;

/** A shortage item as the notebook shows it (spec part 2 §3 "Shortage item"). */
export const ShortageItem = z.object({
  id: z.number(),
  productName: z.string(),
  category: z.enum(shortageCategories),
  priority: z.enum(shortagePriorities),
  notes: z.string().nullable(),
  date: z.string(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
});
export type ShortageItem = z.infer<typeof ShortageItem>;
export const ShortageItemList = z.array(ShortageItem);

/** One day of the previous-days list (spec part 2 §3 "History entry"). */
export const ShortageHistoryEntry = z.object({ date: z.string(), completed: z.number(), total: z.number() });
export type ShortageHistoryEntry = z.infer<typeof ShortageHistoryEntry>;
/** `GET /api/shortage-items/history`: the 7 days ending the business's today, today first. */
export const ShortageHistory = z.array(ShortageHistoryEntry);
export type ShortageHistory = z.infer<typeof ShortageHistory>;
