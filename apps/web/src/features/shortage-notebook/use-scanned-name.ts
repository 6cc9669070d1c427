import { gtinForms, readGs1 } from '@assist/domain';
import { useLocalCatalog } from '../offline/use-offline-data';
import { productOfGtin } from '../inventory/pack-fill';

/**
 * The product name a GS1 pack code scanned into the notebook's name field stands for: from the
 * till's copy on this device (works offline), else the catalogue; the GTIN itself when neither
 * knows it; null when the text is no GS1 code (a name typed by hand).
 */
export function useScannedName(): (text: string) => Promise<string | null> {
  const local = useLocalCatalog();
  return async (text) => {
    const read = readGs1(text);
    if (read.kind !== 'gs1') return null;
    const forms = gtinForms(read.scan.gtin);
    const known = local?.products.find((product) => forms.includes(product.barcode));
    if (known) return known.name;
    const found = await productOfGtin(read.scan.gtin).catch(() => null);
    return found?.name ?? forms.at(-1) ?? read.scan.gtin;
  };
}
