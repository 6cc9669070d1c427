import { aiAt, isKnownAi } from './ai-table.js';
import { gs1Date, gtinCheckDigitOk } from './gs1-values.js';

/** What a pack's GS1 code says, the fields a pharmacy uses named; every AI read is in `elements`. */
export interface Gs1Scan {
  /** GTIN-14 (AI 01), check digit verified. */
  readonly gtin: string;
  /** AI 17 as YYYY-MM-DD (day 00 = the month's last day), or null. */
  readonly expiryDate: string | null;
  /** AI 10, or null. */
  readonly batchNumber: string | null;
  /** AI 21, or null. */
  readonly serial: string | null;
  readonly elements: Readonly<Record<string, string>>;
}

/** Why a GS1 code cannot be read (each has an error code `gs1_<reason>` and a text in en and ar). */
export type Gs1Problem = 'malformed' | 'unknown_ai' | 'check_digit' | 'bad_date' | 'no_gtin';

export type Gs1Read =
  | { readonly kind: 'plain'; readonly code: string }
  | { readonly kind: 'gs1'; readonly scan: Gs1Scan }
  | { readonly kind: 'invalid'; readonly problem: Gs1Problem };

/**
 * Group separators as they reach us: ASCII 29 (what a wedge scanner types, and what Chromium puts
 * in a text field for it), its visible symbol U+241D, and the stand-ins scanners can be set to send
 * (`<GS>`, `{GS}`, `^]`, `~`): none of them can be part of a GS1 value (character set 82).
 */
const GS = '\u001d';
// Built from a string: a control character in a regex literal reads as a mistake (lint).
const separators = new RegExp(`${GS}|\u241d|<GS>|\\{GS\\}|\\^\\]|~`, 'gi');
const leadingGs = new RegExp(`^${GS}+`);
/** AIM symbology identifiers of GS1 symbols: DataMatrix, GS1-128, QR, DataBar, Dotcode, Aztec. */
const gs1Prefix = /^\](d2|C1|Q3|e0|J1|z0)/;
/** GS1 character set 82: the only characters allowed in an alphanumeric value. */
const cset82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;

/**
 * Reads whatever a scanner, the camera or a person typed: a GS1 element string (with or without a
 * symbology prefix), the human-readable form `(01)…(17)…(10)…`, or a GS1 Digital Link URI. Anything
 * else (a plain EAN/UPC, a shop's own code) is `plain`, to be looked up as it is. `today` places a
 * two-digit year in its century (GS1's sliding window). Example:
 * `]d2010950600013435217261231` + GS + `10ABC` -> gtin 09506000134352, expiry 2026-12-31, batch ABC.
 */
export function readGs1(input: string, today: Date = new Date()): Gs1Read {
  const raw = input.trim();
  let elements: Record<string, string> | Gs1Problem;
  if (/^https?:\/\//i.test(raw)) {
    const link = digitalLinkElements(raw);
    if (!link) return { kind: 'plain', code: raw };
    elements = link;
  } else if (raw.startsWith('(')) {
    elements = bracketedElements(raw);
  } else {
    const prefixed = gs1Prefix.test(raw);
    const body = raw.replace(gs1Prefix, '').replace(separators, GS).replace(leadingGs, '');
    if (!prefixed && !looksLikeElementString(body)) return { kind: 'plain', code: raw };
    elements = elementString(body);
  }
  if (typeof elements === 'string') return { kind: 'invalid', problem: elements };
  return checked(elements, today);
}

/** Unprefixed digits are GS1 only when they start with AI 01 and carry more than a GTIN-14 would. */
function looksLikeElementString(body: string): boolean {
  return body.includes(GS) || (/^01\d{14}/.test(body) && body.length >= 16);
}

function elementString(body: string): Record<string, string> | Gs1Problem {
  const out: Record<string, string> = {};
  let at = 0;
  while (at < body.length) {
    if (body[at] === GS) {
      at += 1;
      continue;
    }
    const found = aiAt(body, at);
    if (!found) return /^\d{2}/.test(body.slice(at)) ? 'unknown_ai' : 'malformed';
    const start = at + found.ai.length;
    let end: number;
    if (found.rule.fixed !== undefined) end = start + found.rule.fixed;
    else {
      const gs = body.indexOf(GS, start);
      end = gs === -1 ? body.length : gs;
    }
    const value = body.slice(start, end);
    if (found.rule.fixed !== undefined && value.length !== found.rule.fixed) return 'malformed';
    if (found.ai in out) return 'malformed';
    out[found.ai] = value;
    at = end;
  }
  return out;
}

function bracketedElements(raw: string): Record<string, string> | Gs1Problem {
  const out: Record<string, string> = {};
  const compact = raw.replace(/\s+(?=\()/g, '');
  const pattern = /\((\d{2,4})\)([^(]*)/y;
  let at = 0;
  while (at < compact.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(compact);
    if (!match) return 'malformed';
    const [, ai, value] = match as unknown as [string, string, string];
    if (!isKnownAi(ai)) return 'unknown_ai';
    if (ai in out) return 'malformed';
    out[ai] = value.trim();
    at = pattern.lastIndex;
  }
  return out;
}

/**
 * A GS1 Digital Link on any host: `/01/{gtin}` in the path (an 8-, 12- or 13-digit GTIN is padded
 * to 14), then key qualifiers as path pairs (`/10/{batch}/21/{serial}`), data attributes as query
 * keys (`?17=261231`). A link without `/01/` is not a product's link: plain.
 */
function digitalLinkElements(raw: string): Record<string, string> | Gs1Problem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const parts = url.pathname.split('/').filter(Boolean).map(safeDecode);
  const start = parts.findIndex(
    (part, i) => (part === '01' || part === 'gtin') && /^\d{8,14}$/.test(parts[i + 1] ?? ''),
  );
  if (start === -1) return null;
  const out: Record<string, string> = {};
  for (let i = start; i + 1 < parts.length; i += 2) {
    const ai = parts[i] === 'gtin' ? '01' : parts[i]!;
    if (!isKnownAi(ai)) return 'unknown_ai';
    out[ai] = ai === '01' ? parts[i + 1]!.padStart(14, '0') : parts[i + 1]!;
  }
  for (const [key, value] of url.searchParams) if (isKnownAi(key) && !(key in out)) out[key] = value;
  return out;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function checked(elements: Record<string, string>, today: Date): Gs1Read {
  for (const [ai, value] of Object.entries(elements)) {
    const rule = aiAt(ai, 0)!.rule;
    if (value.length === 0 || value.length > rule.max) return { kind: 'invalid', problem: 'malformed' };
    if (rule.numeric ? !/^\d+$/.test(value) : !cset82.test(value)) return { kind: 'invalid', problem: 'malformed' };
  }
  const gtin = elements['01'];
  if (!gtin) return { kind: 'invalid', problem: 'no_gtin' };
  if (!gtinCheckDigitOk(gtin)) return { kind: 'invalid', problem: 'check_digit' };
  for (const ai of ['11', '12', '13', '15', '16', '17']) {
    if (elements[ai] !== undefined && gs1Date(elements[ai], today) === null)
      return { kind: 'invalid', problem: 'bad_date' };
  }
  const expiry = elements['17'];
  return {
    kind: 'gs1',
    scan: {
      gtin,
      expiryDate: expiry === undefined ? null : gs1Date(expiry, today),
      batchNumber: elements['10'] ?? null,
      serial: elements['21'] ?? null,
      elements,
    },
  };
}
