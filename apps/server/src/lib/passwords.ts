/**
 * Password hashing with argon2id (@node-rs/argon2): 19 MiB memory, 2 passes, 1 lane — the OWASP
 * minimum for argon2id. Passwords are hashed whole, however long (argon2 has no 72-byte limit).
 */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Returns a PHC string ($argon2id$v=19$m=19456,t=2,p=1$…). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** True when `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Does the work of one verification against a hash that matches nothing, so that "no such account"
 * costs the same time as "wrong password" and login cannot be used to probe which emails exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('turnout-dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
