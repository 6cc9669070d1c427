import type { ReorderItem } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { filterLines, marketplaceCost, orderCsv, ordersOf, purchaseRequestOf, type ReorderLine } from './reorder-lines';

const item = (over: Partial<ReorderItem>): ReorderItem => ({
  productId: 1,
  productName: 'Paracetamol',
  barcode: '111',
  unitsPerBox: 10,
  averageDailyUnits: 2,
  unitsOnHand: 20,
  daysOfCover: 10,
  suggestedBoxes: 5,
  lastCostPerBox: '1.50',
  estimatedCost: '7.50',
  supplierId: 7,
  marketplaceSupplierId: null,
  onShortageList: false,
  requested: false,
  category: 'medicines',
  supplierName: 'MedSupply Co.',
  leadDays: 3,
  requestedUnits: 0,
  marketplaceSupplierName: null,
  marketplaceBoxPrice: null,
  marketplaceCurrency: null,
  marketplaceUnitsPerBox: null,
  marketplaceAvailableUnits: null,
  ...over,
});
const line = (over: Partial<ReorderItem>, boxes = 5, selected = true): ReorderLine => ({
  item: item(over),
  boxes,
  selected,
});

const network = {
  marketplaceSupplierId: 90,
  marketplaceSupplierName: 'Pharma Net',
  marketplaceBoxPrice: '12.35',
  marketplaceCurrency: 'USD',
  marketplaceUnitsPerBox: 10,
  marketplaceAvailableUnits: 25,
};

describe('reorder lines', () => {
  it('splits ticked lines: one request per marketplace supplier, the rest by last supplier', () => {
    const lines = [
      line({ productId: 1, ...network }),
      line({ productId: 2, barcode: '222', ...network }, 1),
      line({ productId: 3, barcode: '333' }),
      line({ productId: 4, barcode: '444', supplierId: null, supplierName: null }),
      line({ productId: 5, barcode: '555' }, 3, false),
      line({ productId: 6, barcode: '666' }, 0),
    ];
    const { marketplace, manual } = ordersOf(lines);
    expect(marketplace.map((o) => [o.supplierId, o.lines.map((l) => l.item.productId)])).toEqual([[90, [1, 2]]]);
    expect(manual.map((o) => [o.supplierId, o.lines.map((l) => l.item.productId)])).toEqual([
      [7, [3]],
      [null, [4]],
    ]);
    // 5 boxes of 10 = 50 units, but the supplier holds 25: asked for 25.
    expect(purchaseRequestOf(marketplace[0]!).items).toEqual([
      { barcode: '111', requestedQuantity: 25 },
      { barcode: '222', requestedQuantity: 10 },
    ]);
  });

  it('prices a line as the request charges it', () => {
    expect(marketplaceCost(line(network, 2))).toBe('24.70');
    expect(marketplaceCost(line({ ...network, marketplaceBoxPrice: null }, 2))).toBeNull();
  });

  it('filters by search, supplier, network and category', () => {
    const lines = [
      line({ productId: 1, ...network }),
      line({ productId: 2, productName: 'Ibuprofen', barcode: '222', supplierId: 8, category: 'other' }),
    ];
    const ids = (f: Partial<Parameters<typeof filterLines>[1]>) =>
      filterLines(lines, { search: '', supplier: 'all', category: 'all', ...f }).map((l) => l.item.productId);
    expect(ids({ search: 'ibu' })).toEqual([2]);
    expect(ids({ search: '111' })).toEqual([1]);
    expect(ids({ supplier: 'network' })).toEqual([1]);
    expect(ids({ supplier: '8' })).toEqual([2]);
    expect(ids({ category: 'medicines' })).toEqual([1]);
  });

  it('writes a CSV order list, formulas defused', () => {
    const csv = orderCsv(
      [line({ productName: '=HYPERLINK("x")' }, 2)],
      ['Supplier', 'Product', 'Barcode', 'Boxes', 'Units per box', 'Cost per box', 'Cost'],
    );
    expect(csv).toBe(
      'Supplier,Product,Barcode,Boxes,Units per box,Cost per box,Cost\nMedSupply Co.,"\'=HYPERLINK(""x"")",111,2,10,1.50,3.00\n',
    );
  });
});
