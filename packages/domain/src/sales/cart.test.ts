import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartLot,
  isShort,
  setQuantity,
  subtotalMinor,
  switchUnitType,
  unitsRequested,
} from './cart.js';

const lot: CartLot = {
  inventoryId: 7,
  productName: 'Paracetamol 500mg',
  unitsPerBox: 10,
  retailPrice: '5.00',
  availableUnits: 25,
  expiryDate: '2027-03-01',
};

describe('cart', () => {
  it('prices a unit at box price / units per box and a box at the retail price', () => {
    const cart = addToCart(addToCart([], lot, 3, 'unit'), lot, 1, 'box');
    expect(cart.map((l) => [l.unitType, l.unitPrice, l.totalPrice])).toEqual([
      ['unit', '0.50', '1.50'],
      ['box', '5.00', '5.00'],
    ]);
  });

  it('merges the same lot and unit type into one line', () => {
    const cart = addToCart(addToCart([], lot, 2, 'unit'), lot, 3, 'unit');
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 5, totalPrice: '2.50' });
  });

  it('removes a line when its quantity reaches 0', () => {
    const cart = addToCart([], lot, 2, 'unit');
    expect(setQuantity(cart, 0, 0)).toEqual([]);
    expect(setQuantity(cart, 0, -1)).toEqual([]);
    expect(setQuantity(cart, 0, 4)[0]).toMatchObject({ quantity: 4, totalPrice: '2.00' });
  });

  it.each([
    ['unit', 25, 'box', 3, '15.00'],
    ['unit', 10, 'box', 1, '5.00'],
    ['box', 2, 'unit', 20, '10.00'],
  ] as const)('switches %s x%d to %s x%d (total %s)', (from, quantity, to, expected, total) => {
    const cart = switchUnitType(addToCart([], lot, quantity, from), 0, to);
    expect(cart[0]).toMatchObject({ unitType: to, quantity: expected, totalPrice: total });
  });

  it('blocks a line that asks for more units than the lot holds (a box counts its units)', () => {
    expect(isShort(addToCart([], lot, 25, 'unit')[0]!)).toBe(false);
    expect(isShort(addToCart([], lot, 26, 'unit')[0]!)).toBe(true);
    expect(isShort(addToCart([], lot, 3, 'box')[0]!)).toBe(true);
    expect(unitsRequested({ quantity: 2, unitType: 'box', unitsPerBox: 10 })).toBe(20);
  });

  it('sums totals in minor units: 3 x 0.10 = 0.30', () => {
    const cheap = { ...lot, retailPrice: '0.10', unitsPerBox: 1 };
    expect(subtotalMinor(addToCart([], cheap, 3, 'box'))).toBe(30);
  });
});
