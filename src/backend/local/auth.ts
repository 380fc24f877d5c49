import { z } from 'zod';
import { userTypeSchema } from '@/domain/profile';
import { readJson, writeJson, removeKey } from '@/lib/storage';
import { BackendError } from '../port';
import type { AuthEvent, AuthPort, AuthSession, AuthUser } from '../port';
import { hashPassword, needsRehash, randomToken, verifyPassword } from './crypto';
import { localKeys } from './keys';

const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  email_confirmed_at: z.string().nullable(),
  user_metadata: z.object({
    full_name: z.string().nullable().optional(),
    user_type: userTypeSchema.optional(),
  }),
});

const accountSchema = z.object({
  user: userSchema,
  salt: z.string(),
  hash: z.string(),
  iterations: z.number().int().positive(),
});
const accountsSchema = z.record(z.string(), accountSchema);
type Account = z.infer<typeof accountSchema>;

const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  expires_at: z.number(),
  token_type: z.literal('bearer'),
  user: userSchema,
});

const SESSION_SECONDS = 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const normaliseEmail = (email: string) => email.trim().toLowerCase();

function newSession(user: AuthUser): AuthSession {
  return {
    access_token: randomToken(),
    refresh_token: randomToken(),
    expires_in: SESSION_SECONDS,
    expires_at: nowSeconds() + SESSION_SECONDS,
    token_type: 'bearer',
    user,
  };
}

/** Accounts and one persisted session in this browser, with Supabase-like events and messages. */
export function createLocalAuth(): AuthPort & {
  currentUserId(): string | null;
  currentUser(): AuthUser | null;
} {
  const listeners = new Set<(event: AuthEvent, session: AuthSession | null) => void>();
  const emit = (event: AuthEvent, session: AuthSession | null) =>
    listeners.forEach((l) => l(event, session));

  const readAccounts = () => readJson(localKeys.accounts, accountsSchema, {}).value;

  function readSession(): AuthSession | null {
    const session = readJson(localKeys.session, sessionSchema.nullable(), null).value;
    if (!session) return null;
    // Accounts are the source of truth: a session for a deleted account is not a session.
    const account = readAccounts()[normaliseEmail(session.user.email ?? '')];
    return account?.user.id === session.user.id ? session : null;
  }

  function refreshIfStale(session: AuthSession): AuthSession {
    // Like supabase-js, refresh once fewer than 90 s remain.
    if (session.expires_at - nowSeconds() > 90) return session;
    const next = { ...newSession(session.user) };
    writeJson(localKeys.session, next);
    queueMicrotask(() => emit('TOKEN_REFRESHED', next));
    return next;
  }

  /**
   * The password is known only at sign-in, so that is when an account hashed at an older, lower
   * iteration count moves to today's, with a fresh salt. It is saved only if the record is still
   * the one just verified: another tab may have written it while we hashed.
   */
  async function upgradeHash(key: string, verified: Account, password: string) {
    const next = await hashPassword(password);
    const accounts = readAccounts();
    const current = accounts[key];
    if (current?.hash !== verified.hash || current.salt !== verified.salt) return;
    try {
      writeJson(localKeys.accounts, { ...accounts, [key]: { ...current, ...next } });
    } catch (error) {
      // The old hash still verifies, so a failed upgrade must not fail the sign-in.
      console.warn('[auth] could not upgrade the stored password hash', error);
    }
  }

  function requireCredentials(email: string, password: string) {
    if (!email.trim() || !password) {
      throw new BackendError(
        'You must provide either an email or phone number and a password',
        'validation',
      );
    }
  }

  return {
    currentUserId: () => readSession()?.user.id ?? null,
    currentUser: () => readSession()?.user ?? null,

    async getSession() {
      const session = readSession();
      return session ? refreshIfStale(session) : null;
    },

    async getUser() {
      return readSession()?.user ?? null;
    },

    onAuthStateChange(listener) {
      listeners.add(listener);
      const session = readSession();
      queueMicrotask(() => listener('INITIAL_SESSION', session));
      return () => listeners.delete(listener);
    },

    async signUp({ email, password, fullName, userType }) {
      requireCredentials(email, password);
      if (password.length < 6) {
        throw new BackendError('Password should be at least 6 characters.', 'weak_password', 422);
      }
      const key = normaliseEmail(email);
      const accounts = readAccounts();
      if (accounts[key])
        throw new BackendError('User already registered', 'user_already_exists', 422);
      const user: AuthUser = {
        id: crypto.randomUUID(),
        email: key,
        // Local mode has no mailbox to confirm, so accounts are confirmed at once.
        email_confirmed_at: new Date().toISOString(),
        user_metadata: { full_name: fullName?.trim() || null, user_type: userType },
      };
      writeJson(localKeys.accounts, {
        ...accounts,
        [key]: { user, ...(await hashPassword(password)) },
      });
      const session = newSession(user);
      writeJson(localKeys.session, session);
      emit('SIGNED_IN', session);
      return { user, session };
    },

    async signInWithPassword({ email, password }) {
      requireCredentials(email, password);
      const key = normaliseEmail(email);
      const account = readAccounts()[key];
      // Verified with the record's own iteration count, so older accounts still sign in.
      if (!account || !(await verifyPassword(password, account))) {
        throw new BackendError('Invalid login credentials', 'invalid_credentials', 400);
      }
      if (needsRehash(account)) await upgradeHash(key, account, password);
      const session = newSession(account.user);
      writeJson(localKeys.session, session);
      emit('SIGNED_IN', session);
      return session;
    },

    async signInWithOAuth(provider) {
      throw new BackendError(
        `Signing in with ${provider} needs a Supabase project. In local mode, use e-mail and password.`,
        'provider_unavailable',
      );
    },

    async signOut() {
      removeKey(localKeys.session);
      emit('SIGNED_OUT', null);
    },
  };
}
