import { describe, expect, it } from 'vitest';
import { posProduct } from '../../offline/test-products';
import { buildCatalog } from './catalog';
import { resolveScan } from './scan-resolve';

const today = '2026-11-28';
const GS = '\u001d';
// Stored under its EAN-13; the pack's GTIN-14 is 0 + it.
const product = posProduct({ id: 7, name: 'Amoxil 500', barcode: '9506000134352' }, [
  { date: '2027-01-31', batchNumber: 'A1' },
  { date: '2027-06-30', batchNumber: 'B7' },
  { date: '2027-09-30', batchNumber: null },
]);
const catalog = buildCatalog([product]);

describe('resolveScan: a scan at the till, from its own copy (offline too)', () => {
  it('a GS1 pack of a live lot names that lot', () => {
    expect(resolveScan(catalog, `]d20109506000134352172706301${'0'}B7${GS}21S1`, today)).toEqual({
      kind: 'found',
      product,
      pinnedLot: 701,
    });
  });
  it('a pack without a batch we know, of an expiry we hold without batch, names that lot', () => {
    expect(resolveScan(catalog, '(01)09506000134352(17)270930(10)NEW', today)).toMatchObject({ pinnedLot: 702 });
  });
  it('a plain EAN and a pack we hold no lot of sell earliest expiry first', () => {
    expect(resolveScan(catalog, '9506000134352', today)).toMatchObject({ kind: 'found', pinnedLot: null });
    expect(resolveScan(catalog, '(01)09506000134352(17)280101(10)Q', today)).toMatchObject({ pinnedLot: null });
  });
  it('an expired pack is refused with its date; an unreadable code with its reason', () => {
    expect(resolveScan(catalog, '(01)09506000134352(17)261031(10)A1', today)).toEqual({
      kind: 'refused',
      code: 'pack_expired',
      params: { expiryDate: '2026-10-31' },
    });
    expect(resolveScan(catalog, '(01)09506000134353(17)271031', today)).toMatchObject({ code: 'gs1_check_digit' });
  });
  it('a pack of a batch the copy holds as recalled is refused with product and batch, though other lots are live', () => {
    const marked = posProduct({ id: 8, name: 'Panadol', barcode: '9506000134352' }, [
      { date: '2027-01-31', batchNumber: 'A1' },
      { date: '2027-06-30', batchNumber: 'B7', recalled: true },
    ]);
    const copy = buildCatalog([marked]);
    expect(resolveScan(copy, '(01)09506000134352(17)270630(10)B7', today)).toEqual({
      kind: 'refused',
      code: 'lot_recalled',
      params: { productName: 'Panadol', batchNumber: 'B7' },
    });
    // Another batch of the product still sells, from its own lot.
    expect(resolveScan(copy, '(01)09506000134352(17)270131(10)A1', today)).toMatchObject({ pinnedLot: 800 });
    // A pack with no batch of the recalled lot's expiry is not pinned to it: earliest live lot first.
    expect(resolveScan(copy, '(01)09506000134352(17)270630', today)).toMatchObject({ pinnedLot: null });
  });
  it('a code the copy does not hold is missing (the server is asked)', () => {
    expect(resolveScan(catalog, '(01)05012345678900(10)X', today)).toEqual({ kind: 'missing' });
  });
});
