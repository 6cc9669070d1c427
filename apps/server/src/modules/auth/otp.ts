import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOtps } from '../../db/schema/index.js';
import { badRequest, tooManyRequests } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import type { Hasher } from '../../platform/secrets.js';

const VALID_MINUTES = 15;
const MAX_TRIES = 5;
const RESEND_GAP_SECONDS = 30;

/** What a code is for: verifying the e-mail of a registration, or resetting a forgotten password. */
export type CodePurpose = 'verify' | 'reset';

const mails: Record<CodePurpose, (code: string) => { subject: string; text: string }> = {
  verify: (code) => ({
    subject: `Your Assist verification code: ${code}`,
    text: `Your Assist verification code is ${code}.\nIt is valid for ${VALID_MINUTES} minutes.\nIf you did not create an Assist account, ignore this message.`,
  }),
  reset: (code) => ({
    subject: `Your Assist password reset code: ${code}`,
    text: `Your code to choose a new Assist password is ${code}.\nIt is valid for ${VALID_MINUTES} minutes.\nIf you did not ask for it, ignore this message: your password stays as it is.`,
  }),
};

/**
 * E-mail codes: 6 random digits, stored hashed, valid 15 minutes, 5 tries (DESIGN §5), one per
 * e-mail and purpose (a reset code is kept under "reset:<email>", apart from a sign-up's code).
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly hasher: Hasher,
    private readonly mailer: Mailer,
    private readonly purpose: CodePurpose = 'verify',
  ) {}

  private keyOf(email: string): string {
    return this.purpose === 'verify' ? email : `${this.purpose}:${email}`;
  }

  async send(email: string, options: { enforceGap?: boolean } = {}): Promise<void> {
    const key = this.keyOf(email);
    if (options.enforceGap) {
      const [existing] = await this.db.select().from(emailOtps).where(eq(emailOtps.email, key));
      if (existing && Date.now() - existing.sentAt.getTime() < RESEND_GAP_SECONDS * 1000) {
        throw tooManyRequests('otp_resend_wait', { seconds: RESEND_GAP_SECONDS });
      }
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = Date.now();
    const row = {
      email: key,
      codeHash: this.hasher.hash(`${key}:${code}`),
      attempts: 0,
      expiresAt: new Date(now + VALID_MINUTES * 60_000),
      sentAt: new Date(now),
    };
    await this.db.insert(emailOtps).values(row).onConflictDoUpdate({ target: emailOtps.email, set: row });
    await this.mailer.send({ to: email, ...mails[this.purpose](code) });
  }

  /** Consumes the code when it matches; otherwise counts a try and throws. */
  async verify(email: string, code: string): Promise<void> {
    const key = this.keyOf(email);
    const [row] = await this.db.select().from(emailOtps).where(eq(emailOtps.email, key));
    if (!row || row.expiresAt < new Date()) throw badRequest('invalid_otp');
    if (row.attempts >= MAX_TRIES) throw tooManyRequests('too_many_wrong_codes');
    if (!this.hasher.matches(`${key}:${code}`, row.codeHash)) {
      await this.db
        .update(emailOtps)
        .set({ attempts: sql`${emailOtps.attempts} + 1` })
        .where(eq(emailOtps.email, key));
      throw badRequest('invalid_otp');
    }
    await this.db.delete(emailOtps).where(eq(emailOtps.email, key));
  }
}
