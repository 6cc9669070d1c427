import { hash, verify } from '@node-rs/argon2';

// OWASP argon2id parameters: 19 MiB memory, 2 iterations, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * Checks a password against a stored hash; with no account (no hash) it still spends the time
 * of a real check, so the answer's timing does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export async function checkPassword(hashed: string | undefined, password: string): Promise<boolean> {
  if (hashed) return verifyPassword(hashed, password);
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
