import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from './context';
import { clear, release, throttle, type ThrottleRule } from './throttle';

// argon2id (the library default algorithm) with OWASP's minimum memory/time settings.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

export interface LoginRules {
  /** Counted per account name as typed (lower case), whether or not the account exists. */
  account: ThrottleRule;
  /** Counted per client address. */
  ip: ThrottleRule;
}

/**
 * A password login, for users and administrators alike. The attempt is counted before it is checked
 * (one atomic upsert per key, so parallel guesses cannot slip past the limit), the password is
 * verified with exactly one argon2 run whatever the account (timing tells nothing), and a success
 * clears the name's count and gives the address its attempt back (a school network shares one).
 */
export async function attemptPassword<T extends { passwordHash: string | null }>(
  ctx: Pick<AppContext, 'db'>,
  rules: LoginRules,
  name: string,
  ip: string,
  password: string,
  find: () => Promise<T | undefined>,
): Promise<{ account: T | undefined; valid: boolean }> {
  const key = name.trim().toLowerCase();
  await throttle(ctx, rules.account, key);
  await throttle(ctx, rules.ip, ip);
  const account = await find();
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (account && valid) {
    await clear(ctx, rules.account, key);
    await release(ctx, rules.ip, ip);
  }
  return { account, valid: account !== undefined && valid };
}
