import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './env';

/** The first match of `pattern` in the latest e-mail the server wrote to the outbox for `email`. */
async function readFromOutbox(email: string, pattern: RegExp, what: string, timeoutMs: number): Promise<string> {
  const dir = path.join(e2eDataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith(`-${email}.txt`))
        .sort();
    } catch {
      // the outbox folder appears with the first message
    }
    const last = files.at(-1);
    const match = last ? readFileSync(path.join(dir, last), 'utf8').match(pattern) : null;
    if (match) return match[1] ?? match[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${what} in the outbox for ${email}`);
}

/** The latest verification code the server wrote to the outbox for `email`. */
export const readOtp = (email: string, timeoutMs = 10_000) => readFromOutbox(email, /\b(\d{6})\b/, 'code', timeoutMs);

/** The path of the invitation link (`/invite/<token>`) in the latest e-mail to `email`. */
export const readInviteLink = (email: string, timeoutMs = 10_000) =>
  readFromOutbox(email, /\/invite\/[A-Za-z0-9_-]+/, 'invitation link', timeoutMs);
