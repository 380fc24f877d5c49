import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { isAuthSessionMissingError } from '@supabase/supabase-js';
import { userTypeSchema } from '@/domain/profile';
import { BackendError } from '../port';
import type { AuthEvent, AuthPort, AuthSession, AuthUser } from '../port';
import { authFailure } from './errors';

const PORT_EVENTS: ReadonlySet<AuthEvent> = new Set<AuthEvent>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
]);

export function toAuthUser(user: User): AuthUser {
  const meta = user.user_metadata ?? {};
  const userType = userTypeSchema.safeParse(meta.user_type);
  return {
    id: user.id,
    email: user.email ?? null,
    email_confirmed_at: user.email_confirmed_at ?? null,
    user_metadata: {
      full_name: typeof meta.full_name === 'string' ? meta.full_name : null,
      ...(userType.success ? { user_type: userType.data } : {}),
    },
  };
}

export function toAuthSession(session: Session): AuthSession {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: session.expires_in,
    // GoTrue omits expires_at on some responses; supabase-js derives it the same way.
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    token_type: 'bearer',
    user: toAuthUser(session.user),
  };
}

/**
 * Same message and check as the local adapter. supabase-js only raises it
 * when the email key is absent; an empty string would reach GoTrue and come back as a different
 * error, so the check happens here, before any request.
 */
function requireCredentials(email: string, password: string) {
  if (!email.trim() || !password) {
    throw new BackendError(
      'You must provide either an email or phone number and a password',
      'validation',
      400,
    );
  }
}

/** Leaves the SPA for the provider's consent page; injectable so tests can see the URL. */
export type Navigate = (url: string) => void;

export function createSupabaseAuth(client: SupabaseClient, navigate: Navigate): AuthPort {
  const auth = client.auth;
  return {
    async getSession() {
      const { data, error } = await auth.getSession();
      if (error) throw authFailure('getSession', error);
      return data.session ? toAuthSession(data.session) : null;
    },

    async getUser() {
      // getUser asks the server (getSession only reads storage), so a revoked user is noticed.
      const { data, error } = await auth.getUser();
      if (error) {
        if (isAuthSessionMissingError(error)) return null;
        throw authFailure('getUser', error);
      }
      return data.user ? toAuthUser(data.user) : null;
    },

    onAuthStateChange(listener) {
      const { data } = auth.onAuthStateChange((event: AuthChangeEvent, session) => {
        if (!PORT_EVENTS.has(event as AuthEvent)) return;
        // Supabase's docs warn that an awaited callback which calls back into the client (the
        // profile fetch when a user appears) can deadlock on the auth lock. Returning nothing
        // means supabase-js never waits for the listener, whatever a future version does.
        listener(event as AuthEvent, session ? toAuthSession(session) : null);
      });
      return () => data.subscription.unsubscribe();
    },

    async signUp({ email, password, fullName, userType }) {
      requireCredentials(email, password);
      const { data, error } = await auth.signUp({
        email: email.trim(),
        password,
        options: { data: { full_name: fullName?.trim() || null, user_type: userType } },
      });
      if (error) throw authFailure('signUp', error);
      if (!data.user) throw new BackendError('Failed to create account', 'no_user');
      return {
        user: toAuthUser(data.user),
        session: data.session ? toAuthSession(data.session) : null,
      };
    },

    async signInWithPassword({ email, password }) {
      requireCredentials(email, password);
      const { data, error } = await auth.signInWithPassword({ email: email.trim(), password });
      if (error) throw authFailure('signInWithPassword', error);
      return toAuthSession(data.session);
    },

    async signInWithOAuth(provider, redirectTo) {
      // skipBrowserRedirect hands us the URL so we navigate ourselves: one code path for the
      // browser and for tests, which inject `navigate` to see where the user would be sent.
      const { data, error } = await auth.signInWithOAuth({
        provider,
        options: { redirectTo, skipBrowserRedirect: true },
      });
      if (error) throw authFailure('signInWithOAuth', error);
      navigate(data.url);
    },

    async signOut() {
      const { error } = await auth.signOut();
      if (error) throw authFailure('signOut', error);
    },
  };
}
