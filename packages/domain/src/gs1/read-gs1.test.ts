import { describe, expect, it } from 'vitest';
import { gs1Date, gtinCheckDigitOk } from './gs1-values.js';
import { readGs1 } from './read-gs1.js';
import { ScanCode, scanTarget } from './scan-code.js';

const today = new Date('2026-11-28T10:00:00Z');
const GS = '\u001d';
// GS1's own example GTIN (GS1 General Specifications, DataMatrix and Digital Link guides).
const gtin = '09506000134352';

describe('readGs1: the ways a pack code arrives', () => {
  const full = { gtin, expiryDate: '2026-12-31', batchNumber: 'ABC123', serial: 'XYZ9' };
  it.each([
    ['wedge, DataMatrix prefix ]d2, GS as ASCII 29', `]d201${gtin}17261231${GS}10ABC123${GS}21XYZ9`],
    ['wedge, GS1-128 prefix ]C1', `]C101${gtin}1726123110ABC123${GS}21XYZ9`],
    ['wedge, QR prefix ]Q3', `]Q301${gtin}1726123110ABC123${GS}21XYZ9`],
    ['no prefix, leading GS (FNC1 sent as GS)', `${GS}01${gtin}1726123110ABC123${GS}21XYZ9`],
    ['no prefix, no leading GS', `01${gtin}1726123110ABC123${GS}21XYZ9`],
    ['GS as the visible symbol U+241D', `01${gtin}1726123110ABC123\u241d21XYZ9`],
    ['GS sent as <GS>', `01${gtin}1726123110ABC123<GS>21XYZ9`],
    ['GS sent as ~', `01${gtin}1726123110ABC123~21XYZ9`],
    ['fields in another order, serial first', `]d221XYZ9${GS}01${gtin}10ABC123${GS}17261231`],
    ['human-readable', `(01)${gtin}(17)261231(10)ABC123(21)XYZ9`],
    ['human-readable with spaces', `(01) ${gtin} (17) 261231 (10) ABC123 (21) XYZ9`],
    ['Digital Link on id.gs1.org', `https://id.gs1.org/01/${gtin}/10/ABC123/21/XYZ9?17=261231`],
    [
      'Digital Link on a brand host, GTIN-13 padded',
      'https://brand.example/gtin/9506000134352/10/ABC123/21/XYZ9?17=261231&linkType=gs1:pip',
    ],
    ['surrounding spaces', `  ]d201${gtin}1726123110ABC123${GS}21XYZ9 `],
  ])('%s', (_name, code) => {
    const read = readGs1(code, today);
    expect(read.kind).toBe('gs1');
    if (read.kind === 'gs1') expect(read.scan).toMatchObject(full);
  });

  it('a variable-length field ends at the end of the code', () => {
    const read = readGs1(`01${gtin}17270615${'10'}LOT-7/A`, today);
    expect(read).toMatchObject({
      kind: 'gs1',
      scan: { batchNumber: 'LOT-7/A', expiryDate: '2027-06-15', serial: null },
    });
  });

  it('reads AIs 11 and 15 and a GS1-128 case label with count (37) and SSCC-free fields', () => {
    const read = readGs1(`]C101${gtin}11250101152712003724${GS}10B1`, today);
    expect(read).toMatchObject({ kind: 'gs1', scan: { batchNumber: 'B1' } });
    if (read.kind === 'gs1') expect(read.scan.elements).toMatchObject({ '11': '250101', '15': '271200', '37': '24' });
  });

  it('a percent-encoded batch in a Digital Link is decoded', () => {
    const read = readGs1(`https://id.gs1.org/01/${gtin}/10/A%2FB-1`, today);
    expect(read).toMatchObject({ kind: 'gs1', scan: { batchNumber: 'A/B-1' } });
  });
});

describe('readGs1: plain codes are not GS1', () => {
  it.each([
    '5012345678900',
    '012345678905',
    '96385074',
    gtin,
    'SHOP-CODE-1',
    'https://example.com/products/12',
    'ABC(01)',
  ])('%s', (code) => {
    expect(readGs1(code, today)).toEqual({ kind: 'plain', code });
  });
});

describe('readGs1: malformed codes say why', () => {
  it.each([
    ['wrong GTIN check digit', `]d20109506000134353${'17'}261231`, 'check_digit'],
    ['month 13', `(01)${gtin}(17)261331`, 'bad_date'],
    ['31 February', `(01)${gtin}(17)260231`, 'bad_date'],
    ['unknown AI', `]d201${gtin}2399X`, 'unknown_ai'],
    ['unknown AI in brackets', `(01)${gtin}(23)99`, 'unknown_ai'],
    ['GTIN cut short', `]d201950600013`, 'malformed'],
    ['expiry cut short', `]d201${gtin}172612`, 'malformed'],
    ['batch longer than 20', `]d201${gtin}10${'A'.repeat(21)}`, 'malformed'],
    ['batch with a character outside set 82', `]d201${gtin}10AB#1`, 'malformed'],
    ['letters in the GTIN', `(01)0950600013435X`, 'malformed'],
    ['the same AI twice', `]d201${gtin}10A${GS}10B`, 'malformed'],
    ['no GTIN', `]d210ABC${GS}17261231`, 'no_gtin'],
    ['empty value', `(01)${gtin}(10)`, 'malformed'],
    ['brackets without an AI', `(01)${gtin}(ab)1`, 'malformed'],
  ])('%s', (_name, code, problem) => {
    expect(readGs1(code, today)).toEqual({ kind: 'invalid', problem });
  });
});

describe('gs1Date', () => {
  it.each([
    ['261231', '2026-12-31'],
    ['260200', '2026-02-28'],
    ['280200', '2028-02-29'],
    ['261100', '2026-11-30'],
    ['991231', '1999-12-31'], // 73 years ahead: last century
    ['760101', '2076-01-01'], // 50 ahead: this century
    ['770101', '1977-01-01'], // 51 ahead: last century
    ['000101', '2000-01-01'],
  ])('%s -> %s', (value, iso) => {
    expect(gs1Date(value, today)).toBe(iso);
  });
  it('next century when 50 or more years behind', () => {
    expect(gs1Date('450101', new Date('2096-01-01T00:00:00Z'))).toBe('2145-01-01');
  });
  it.each(['261301', '260000', '260431', '2612', 'ab1231'])('%s is no date', (value) => {
    expect(gs1Date(value, today)).toBeNull();
  });
});

describe('gtinCheckDigitOk', () => {
  it.each([gtin, '5012345678900', '012345678905', '96385074', '04012345678901'])('%s is right', (code) => {
    expect(gtinCheckDigitOk(code)).toBe(true);
  });
  it.each(['09506000134353', '5012345678901', '123', '0950600013435a'])('%s is wrong', (code) => {
    expect(gtinCheckDigitOk(code)).toBe(false);
  });
});

describe('scanTarget and ScanCode', () => {
  it('a GTIN-14 with a leading 0 finds a product stored under its EAN-13', () => {
    expect(scanTarget(`]d201${gtin}17261231${GS}10B7`, today)).toEqual({
      ok: true,
      barcodes: [gtin, '9506000134352'],
      expiryDate: '2026-12-31',
      batchNumber: 'B7',
    });
  });
  it('a plain code is looked up as it is', () => {
    expect(scanTarget('SHOP-1', today)).toEqual({
      ok: true,
      barcodes: ['SHOP-1'],
      expiryDate: null,
      batchNumber: null,
    });
  });
  it('a malformed GS1 code is a problem, not a lookup', () => {
    expect(scanTarget(`(01)${gtin}(17)261399`, today)).toEqual({ ok: false, problem: 'bad_date' });
  });
  it('ScanCode keeps the group separator and refuses other control characters', () => {
    expect(ScanCode.parse(` 01${gtin}10A${GS}21B `)).toBe(`01${gtin}10A${GS}21B`);
    expect(ScanCode.safeParse('01\u0007').success).toBe(false);
    expect(ScanCode.safeParse('   ').success).toBe(false);
  });
});
