import { z } from 'zod';
import { SafeString } from '../common/bounds.js';
import { Barcode, ProductName } from '../inventory/fields.js';
import { categoryValues, normalizeCategory } from './categories.js';
import { catalogueMessages } from './messages.js';
export { catalogueMessages } from './messages.js';

/** Any spelling of a category on input ("medicines", "Personal-Care"); the canonical value on output. */
export const CategoryInput = SafeString().max(100).nullish().transform(normalizeCategory);

export const Product = z.object({
  id: z.number(),
  name: z.string(),
  barcode: z.string(),
  category: z.enum(categoryValues),
});
export type Product = z.infer<typeof Product>;

export const ProductList = z.array(Product);

/** `GET /api/products?search=`: a name or barcode fragment narrows the list (at most 50 then). */
export const ProductListQuery = z.object({ search: SafeString().trim().max(200).optional() });

/** `POST /api/products`: name, barcode, category; answers the product with its id. */
export const CreateProductRequest = z.object({
  name: ProductName,
  barcode: Barcode,
  category: CategoryInput,
});
export type CreateProductRequest = z.input<typeof CreateProductRequest>;

const requiredForEdit = SafeString({ error: catalogueMessages.nameAndBarcodeRequired })
  .trim()
  .min(1, catalogueMessages.nameAndBarcodeRequired);

/** `PUT /api/products/{id}` (Edit Product dialog): name and barcode, both non-empty once trimmed. */
export const UpdateProductRequest = z.object({
  name: requiredForEdit.max(200),
  barcode: requiredForEdit.max(100),
  category: CategoryInput.optional(),
});
export type UpdateProductRequest = z.input<typeof UpdateProductRequest>;
