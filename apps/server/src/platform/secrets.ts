import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { systemSettings } from '../db/schema/index.js';

/** Keyed hash for tokens and codes stored at rest (sessions, OTPs). */
export class Hasher {
  constructor(private readonly key: string) {}

  hash(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex');
  }

  matches(value: string, hashed: string): boolean {
    const a = Buffer.from(this.hash(value), 'hex');
    const b = Buffer.from(hashed, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/**
 * The session secret: SESSION_SECRET when set, else one generated once and kept in the
 * database, so sessions survive restarts and every instance on the same database agrees.
 */
export async function loadSessionSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'session_secret'));
  if (row && typeof row.value === 'string') return row.value;
  const generated = randomBytes(32).toString('hex');
  await db.insert(systemSettings).values({ key: 'session_secret', value: generated }).onConflictDoNothing();
  const [stored] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'session_secret'));
  return String(stored?.value ?? generated);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
