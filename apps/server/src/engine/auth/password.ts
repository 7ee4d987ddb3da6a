import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** argon2id hash (the library's default algorithm), in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the user does not exist, so a wrong handle or code costs the
// same time as a wrong password and does not reveal which users exist.
const decoy = hashPassword('decoy-password-never-matches');

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
