import { describe, expect, it } from 'vitest';
import { posProduct } from '../../offline/test-products';
import { countRows } from './count-filter';

const amoxil = posProduct({ id: 1, name: 'Amoxil 500', barcode: '9506000134352' }, [
  { date: '2027-01-31', batchNumber: 'A1' },
  { date: '2027-06-30', batchNumber: 'B7' },
]);
const zinc = posProduct({ id: 2, name: 'Zinc cream', barcode: '6221000000011' });
const ids = (rows: ReturnType<typeof countRows>) => rows.map((row) => row.lot.inventoryId);

describe('countRows: the offline stock count finds what was scanned', () => {
  it('a GS1 pack code lists its product, the scanned batch first', () => {
    expect(ids(countRows([amoxil, zinc], ']d20109506000134352172706301' + '0B7'))).toEqual([101, 100]);
  });
  it('a typed name or barcode fragment matches as before; nothing typed lists all', () => {
    expect(ids(countRows([amoxil, zinc], 'ZINC'))).toEqual([200]);
    expect(ids(countRows([amoxil, zinc], '62210'))).toEqual([200]);
    expect(ids(countRows([amoxil, zinc], ' '))).toEqual([100, 101, 200]);
  });
});
