/**
 * The GS1 application identifiers this reader knows: how long each value is (fixed) or may be
 * (max), and whether it is all digits. From the GS1 General Specifications §3.2; only the AIs a
 * pharmacy meets on a pack or a case, plus the common logistics ones so a GS1-128 case label
 * parses whole. An AI missing here makes the code unreadable (we cannot know where it ends).
 */
export interface AiRule {
  readonly fixed?: number;
  readonly max: number;
  readonly numeric: boolean;
}

const fixed = (n: number): AiRule => ({ fixed: n, max: n, numeric: true });
const text = (max: number): AiRule => ({ max, numeric: false });
const digits = (max: number): AiRule => ({ max, numeric: true });

const twoDigit: Record<string, AiRule> = {
  '00': fixed(18), // SSCC
  '01': fixed(14), // GTIN
  '02': fixed(14), // GTIN of contained items
  '10': text(20), // batch / lot
  '11': fixed(6), // production date
  '12': fixed(6), // due date
  '13': fixed(6), // packaging date
  '15': fixed(6), // best before
  '16': fixed(6), // sell by
  '17': fixed(6), // expiry
  '20': fixed(2), // variant
  '21': text(20), // serial
  '22': text(20), // consumer product variant
  '30': digits(8), // variable count
  '37': digits(8), // count of trade items
  '90': text(30),
  '91': text(90),
  '92': text(90),
  '93': text(90),
  '94': text(90),
  '95': text(90),
  '96': text(90),
  '97': text(90),
  '98': text(90),
  '99': text(90),
};

const threeDigit: Record<string, AiRule> = {
  '235': text(28),
  '240': text(30),
  '241': text(30),
  '242': digits(6),
  '243': text(20),
  '250': text(30),
  '251': text(30),
  '253': text(30),
  '254': text(20),
  '400': text(30),
  '401': text(30),
  '402': fixed(17),
  '403': text(30),
  '410': fixed(13),
  '411': fixed(13),
  '412': fixed(13),
  '413': fixed(13),
  '414': fixed(13),
  '415': fixed(13),
  '416': fixed(13),
  '417': fixed(13),
  '420': text(20),
  '421': text(12),
  '422': fixed(3),
  '710': text(20), // national healthcare reimbursement numbers (DE, FR, ES, BR, PT)
  '711': text(20),
  '712': text(20),
  '713': text(20),
  '714': text(20),
  '715': text(20),
};

const fourDigit: Record<string, AiRule> = {
  '7003': fixed(10), // expiry date and time
  '7240': text(20),
  '8003': text(30),
  '8004': text(30),
  '8006': fixed(18),
  '8008': digits(12),
  '8020': text(25),
  '8200': text(70),
};

/** The AI at the start of `s` and its rule, or null when no known AI starts there. */
export function aiAt(s: string, at: number): { ai: string; rule: AiRule } | null {
  const two = s.slice(at, at + 2);
  if (twoDigit[two]) return { ai: two, rule: twoDigit[two] };
  const three = s.slice(at, at + 3);
  if (threeDigit[three]) return { ai: three, rule: threeDigit[three] };
  const four = s.slice(at, at + 4);
  if (fourDigit[four]) return { ai: four, rule: fourDigit[four] };
  // 31nn-36nn, 39nn: measures and amounts, six digits (the fourth digit is the decimal point).
  if (/^3[1-6]\d\d$/.test(four)) return { ai: four, rule: fixed(6) };
  if (/^39[0-4]\d$/.test(four)) return { ai: four, rule: digits(15) };
  return null;
}

/** Whether the AI is one of ours (used to read Digital Link path and query keys). */
export function isKnownAi(ai: string): boolean {
  return /^\d{2,4}$/.test(ai) && aiAt(ai, 0)?.ai === ai;
}
