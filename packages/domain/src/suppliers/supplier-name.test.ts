import { describe, expect, it } from 'vitest';
import { findSupplierByName, sameSupplierName, supplierNameKey } from './supplier-name.js';

describe('supplierNameKey', () => {
  it.each([
    ['MedSupply Co.', 'medsupply co'],
    ['  MedSupply   Co ', 'medsupply co'],
    ['MEDSUPPLY CO', 'medsupply co'],
    ['Med-Supply, Co.', 'med supply co'],
    ['Al-Noor Pharma (Baghdad)', 'al noor pharma baghdad'],
    ['ＭｅｄＳｕｐｐｌｙ', 'medsupply'],
    ['أدوية', 'ادويه'],
    ['إبراهيم', 'ابراهيم'],
    ['آمال', 'امال'],
    ['صيدلية', 'صيدليه'],
    ['مستشفى', 'مستشفي'],
    ['شـــركة', 'شركه'],
    ['شَرِكَةُ الدَّوَاءِ', 'شركه الدواء'],
    ['شركة الأدوية.', 'شركه الادويه'],
    ['...', ''],
  ])('%s -> %s', (name, key) => {
    expect(supplierNameKey(name)).toBe(key);
  });
});

describe('sameSupplierName', () => {
  it.each([
    ['MedSupply Co', 'MedSupply Co.', true],
    ['medsupply co.', 'MedSupply  Co', true],
    ['شركة الأدوية', 'شركه الادويه', true],
    ['شركة الأدوية', 'شركة الادوية', true],
    ['MedSupply Co', 'MedSupply Corp', false],
    ['MedSupply', 'Med Supply', false],
    ['', '', false],
    ['.', '-', false],
  ])('%s vs %s -> %s', (a, b, same) => {
    expect(sameSupplierName(a, b)).toBe(same);
  });
});

describe('findSupplierByName', () => {
  const suppliers = [
    { id: 1, name: 'Baghdad Pharma' },
    { id: 2, name: 'MedSupply Co.' },
  ];
  it.each([
    ['MedSupply Co', 2],
    ['baghdad pharma', 1],
    ['Other Supplier', undefined],
    ['', undefined],
  ])('%s -> %s', (name, id) => {
    expect(findSupplierByName(suppliers, name)?.id).toBe(id);
  });
});
