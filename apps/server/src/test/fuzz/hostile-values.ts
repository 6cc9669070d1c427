import fc from 'fast-check';

/** Text an attacker types: control characters, 100 kB, right-to-left overrides, lone surrogates. */
export const hostileStrings = [
  '\u0000',
  'name\u0000with nul',
  'bell\u0007',
  'c1\u0085control',
  'del\u007f',
  'x'.repeat(100_000),
  '\u202egnp.exe',
  'abc\u2066isolate\u2069',
  '\ud800',
  '',
  '   ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '٣٤٥',
];

/** Numbers at and beyond every integer and money limit, and numbers in disguise. */
export const hostileNumbers: unknown[] = [
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  -1,
  0,
  1e308,
  -1e308,
  1e99,
  0.1 + 0.2,
  1.123456789012345,
  999_999_999_999.99,
  1_000_000_000_000,
  2 ** 53,
  '9007199254740993',
  10_000_001,
  'NaN',
  'Infinity',
  '1e99',
  '2147483648',
  '-0',
  '0x10',
  '12.3456789',
];

/** Amounts in disguise: a money field takes a number or a decimal string with 2 decimals at most (issue 27). */
export const looseMoney: unknown[] = [true, '0x10', '1e2', '12.345', 0.005];

/** Direction overrides, embeddings and isolates: refused in every single-line text field (issue 27). */
export const directionControls = ['\u202Egnp.exe', 'abc\u2066isolate\u2069', '\u202Bembedded'];

/** Values of the wrong type for any field. */
export const wrongTypes: unknown[] = [null, true, {}, [], [null], 'abc', { $gt: '' }, { __proto__: { admin: true } }];

export const hostileValue = fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers, ...wrongTypes);

/** Path ids out of range or not ids at all. */
export const hostilePathIds = [
  '0',
  '-1',
  '2147483648',
  'abc',
  '1e99',
  '1.5',
  '99999999999999999999',
  '%00',
  '%E2%80%AE1',
];

/** Bodies that are not the JSON they claim to be. */
export const brokenJsonBodies = ['{', '{"a":', '[1,2', 'null', '"just a string"', '{"a":1}garbage', '\u0000', ''];
