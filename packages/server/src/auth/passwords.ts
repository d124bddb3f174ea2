import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with Argon2id (memory-hard; @node-rs/argon2 ships its binary as a registry
 * package, so it installs without downloads). The parameters are OWASP's second recommended set:
 * 19 MiB, 2 iterations, 1 lane.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2's smallest cost, for test runs only: the suites register hundreds of accounts, and each
 * hash at full strength is tens of milliseconds of CPU on a shared machine. A hash records its own
 * parameters, so either verifies anywhere.
 */
const TEST_HASH_OPTIONS = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/**
 * The parameters for new hashes: full strength unless this is a test run (Vitest sets VITEST in its
 * workers and the servers they start) and not a production one.
 */
export function passwordHashOptions(
  env: Record<string, string | undefined> = process.env,
): typeof PASSWORD_HASH_OPTIONS | typeof TEST_HASH_OPTIONS {
  return env.VITEST && env.NODE_ENV !== 'production' ? TEST_HASH_OPTIONS : PASSWORD_HASH_OPTIONS;
}

const OPTIONS = passwordHashOptions();

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Constant-time check; a malformed stored hash counts as a mismatch rather than an error. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the e-mail is unknown, so that a login for an
 * unknown e-mail takes as long as one with a wrong password (no account enumeration by timing).
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
