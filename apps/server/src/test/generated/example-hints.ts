import { randomUUID } from 'node:crypto';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Values a form would send for a field of this name, most likely first. */
export function candidatesFor(key: string): unknown[] {
  const k = key.toLowerCase();
  const hints: unknown[] = [];
  if (/expir/.test(k)) hints.push(inDays(365));
  if (/date|day|from|to$/.test(k)) hints.push(today());
  if (/email/.test(k)) hints.push(`e${randomUUID().slice(0, 6)}@example.com`);
  if (/password/.test(k)) hints.push('pass1234');
  if (/username/.test(k)) hints.push(`user_${randomUUID().slice(0, 8)}`);
  if (/phone/.test(k)) hints.push('+964 700 000 0000');
  if (/barcode/.test(k)) hints.push(`62${Date.now().toString().slice(-11)}`);
  if (/otp|code/.test(k)) hints.push('123456');
  if (/price|amount|cost|total|discount/.test(k)) hints.push('1.00', 1);
  if (/id$|ids$/.test(k)) hints.push(1);
  if (/year/.test(k)) hints.push(new Date().getFullYear());
  return hints;
}

/** Values tried in turn where a refinement refused the first guess. */
export const genericCandidates: unknown[] = [
  1,
  'Test',
  true,
  today(),
  inDays(365),
  '1.00',
  0,
  2,
  'pass1234',
  `e${randomUUID().slice(0, 6)}@example.com`,
  [],
  {},
  null,
  '',
  undefined,
];
