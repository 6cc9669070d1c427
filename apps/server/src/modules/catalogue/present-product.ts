import { type Product, normalizeCategory } from '@assist/domain';
import type { ProductRow } from './products-repository.js';

export function presentProduct(row: ProductRow): Product {
  return { id: row.id, name: row.name, barcode: row.barcode, category: normalizeCategory(row.category) };
}
