import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import { createLocalAuth } from './auth';
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from './crypto';
import { localKeys } from './keys';

// Real WebCrypto PBKDF2 throughout: one 600,000-iteration hash takes roughly 0.1-0.3 s here.

const EMAIL = 'ana@example.com';
const PASSWORD = 'secret-1';
const LEGACY_ITERATIONS = 210_000;

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

const storedAccount = () => JSON.parse(storage.getItem(localKeys.accounts)!)[EMAIL];

/** An account as an older build stored it: the same shape, hashed at 210,000 iterations. */
async function storeLegacyAccount() {
  const record = {
    user: {
      id: 'legacy-user',
      email: EMAIL,
      email_confirmed_at: '2024-01-01T00:00:00.000Z',
      user_metadata: { full_name: 'Ana', user_type: 'Manager' as const },
    },
    ...(await hashPassword(PASSWORD, undefined, LEGACY_ITERATIONS)),
  };
  storage.setItem(localKeys.accounts, JSON.stringify({ [EMAIL]: record }));
  return record;
}

describe('local password hashing strength', () => {
  it('hashes new sign-ups at 600,000 PBKDF2-SHA-256 iterations', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    await createLocalAuth().signUp({ email: EMAIL, password: PASSWORD, userType: 'Manager' });
    const account = storedAccount();
    expect(account.iterations).toBe(600_000);
    expect(await verifyPassword(PASSWORD, account)).toBe(true);
  });

  it('signs in a 210,000-iteration account, then stores it at 600,000 with a fresh salt', async () => {
    const legacy = await storeLegacyAccount();
    const session = await createLocalAuth().signInWithPassword({
      email: EMAIL,
      password: PASSWORD,
    });
    expect(session.user.id).toBe('legacy-user');

    const upgraded = storedAccount();
    expect(upgraded.iterations).toBe(600_000);
    expect(upgraded.salt).not.toBe(legacy.salt);
    expect(upgraded.hash).not.toBe(legacy.hash);
    expect(upgraded.user).toEqual(legacy.user);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);

    // The upgraded record signs in (a new page load), and is not re-hashed a second time.
    const again = await createLocalAuth().signInWithPassword({ email: EMAIL, password: PASSWORD });
    expect(again.user.id).toBe('legacy-user');
    expect(storedAccount()).toEqual(upgraded);
  });

  it('leaves an older record byte-for-byte when the password is wrong', async () => {
    await storeLegacyAccount();
    const before = storage.getItem(localKeys.accounts);
    await expect(
      createLocalAuth().signInWithPassword({ email: EMAIL, password: 'wrong-password' }),
    ).rejects.toThrow('Invalid login credentials');
    expect(storage.getItem(localKeys.accounts)).toBe(before);
    expect(storage.getItem(localKeys.session)).toBeNull();
  });
});
