import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './env';

/** The latest verification code the server wrote to the outbox for `email`. */
export async function readOtp(email: string, timeoutMs = 10_000): Promise<string> {
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
    const code = last ? readFileSync(path.join(dir, last), 'utf8').match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code in the outbox for ${email}`);
}

/** The path of the invitation link (`/invite/<token>`) in the latest e-mail to `email`. */
export async function readInviteLink(email: string, timeoutMs = 10_000): Promise<string> {
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
    const link = last ? readFileSync(path.join(dir, last), 'utf8').match(/\/invite\/[A-Za-z0-9_-]+/)?.[0] : undefined;
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no invitation link in the outbox for ${email}`);
}
