/**
 * The one category list (DESIGN §5): the union of the spec's three lists (manual add, draft edit,
 * inventory screens), snake_case values. Spellings of the other lists are accepted as aliases.
 */
export const categories = [
  { value: 'none', label: 'No category' },
  { value: 'medications', label: 'Medications' },
  { value: 'vitamins', label: 'Vitamins & Supplements' },
  { value: 'first_aid', label: 'First Aid' },
  { value: 'medical_devices', label: 'Medical Devices' },
  { value: 'personal_care', label: 'Personal Care' },
  { value: 'baby_care', label: 'Baby Care' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'food_beverages', label: 'Food & Beverages' },
  { value: 'snacks', label: 'Snacks' },
  { value: 'dairy', label: 'Dairy' },
  { value: 'beverages', label: 'Beverages' },
  { value: 'household', label: 'Household' },
  { value: 'cleaning', label: 'Cleaning' },
  { value: 'electronics', label: 'Electronics' },
  { value: 'stationery', label: 'Stationery' },
  { value: 'toys', label: 'Toys' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'clothing', label: 'Clothing' },
  { value: 'sports', label: 'Sports' },
  { value: 'tools', label: 'Tools' },
  { value: 'books', label: 'Books' },
  { value: 'pet_supplies', label: 'Pet Supplies' },
  { value: 'garden', label: 'Garden' },
  { value: 'frozen', label: 'Frozen' },
  { value: 'bakery', label: 'Bakery' },
  { value: 'meat', label: 'Meat' },
  { value: 'seafood', label: 'Seafood' },
  { value: 'produce', label: 'Produce' },
  { value: 'other', label: 'Other' },
] as const;

export type Category = (typeof categories)[number]['value'];
export const categoryValues = categories.map((c) => c.value) as [Category, ...Category[]];

/** Other spellings, keyed in the normalised form `categoryKey` gives. */
const aliases: Record<string, Category> = {
  medicines: 'medications',
  medicine: 'medications',
  medication: 'medications',
  supplements: 'vitamins',
  supplement: 'vitamins',
  vitamin: 'vitamins',
  vitamins_and_supplements: 'vitamins',
  medical_supplies: 'medical_devices',
  medical_device: 'medical_devices',
  food_and_beverages: 'food_beverages',
  food_beverage: 'food_beverages',
  pets: 'pet_supplies',
  no_category: 'none',
};

const known = new Set<string>(categoryValues);

/** Lower case, '&' as 'and', every run of other characters as one underscore: "Personal-Care " -> "personal_care". */
function categoryKey(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * The canonical category of any spelling: "medicines" -> "medications", "personal-care" ->
 * "personal_care"; empty -> "none"; anything unknown -> "other".
 */
export function normalizeCategory(input: string | null | undefined): Category {
  if (input == null) return 'none';
  const key = categoryKey(input);
  if (key === '') return 'none';
  if (known.has(key)) return key as Category;
  return aliases[key] ?? 'other';
}
