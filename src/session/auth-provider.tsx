import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { getBackend } from '@/backend';
import type { AuthSession, Backend } from '@/backend/port';
import type { Profile } from '@/domain/profile';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { loadOrCreateProfile } from './profile-sync';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [backend, setBackend] = useState<Backend | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [session, setSession] = useState<AuthSession | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const profileFor = useRef<string | null>(null);

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    getBackend()
      .then((b) => {
        if (cancelled) return;
        setBackend(b);
        unsubscribe = b.auth.onAuthStateChange((event, next) => {
          setSession(next);
          setStatus(next ? 'signedIn' : 'signedOut');
          if (event === 'SIGNED_OUT') {
            profileFor.current = null;
            setProfile(null);
            queryClient.clear();
          }
        });
      })
      .catch((error) => {
        console.error('[auth] backend failed to start', error);
        setStatus('signedOut');
      });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [queryClient]);

  // When a user appears, fetch (or create) their profile once per user id.
  const user = session?.user ?? null;
  useEffect(() => {
    if (!backend || !user || profileFor.current === user.id) return;
    profileFor.current = user.id;
    void loadOrCreateProfile(backend, user).then(({ profile: p, created }) => {
      if (profileFor.current !== user.id) return;
      setProfile(p);
      if (created)
        toast.success('Welcome aboard!', {
          description: 'Your profile has been created successfully',
        });
    });
  }, [backend, user]);

  const signUp = useCallback<AuthContextValue['signUp']>(
    async (input) => {
      if (!backend) return null;
      try {
        const result = await backend.auth.signUp(input);
        if (!result.user.email_confirmed_at) {
          toast.success('Account created successfully!', {
            description: 'You can now start using the app.',
          });
        } else if (result.session) {
          toast.success('Account created!', {
            description: 'You have been signed in automatically.',
          });
        }
        return result;
      } catch (error) {
        toast.error('Sign up failed', { description: messageOf(error) });
        return null;
      }
    },
    [backend],
  );

  const signIn = useCallback<AuthContextValue['signIn']>(
    async (email, password) => {
      if (!backend) return false;
      try {
        await backend.auth.signInWithPassword({ email, password });
        toast.success('Welcome!', { description: 'You have successfully signed in.' });
        return true;
      } catch (error) {
        toast.error('Sign in failed', { description: messageOf(error) });
        return false;
      }
    },
    [backend],
  );

  const signInWithOAuth = useCallback<AuthContextValue['signInWithOAuth']>(
    async (provider) => {
      if (!backend) return;
      try {
        await backend.auth.signInWithOAuth(provider, `${window.location.origin}/settings`);
      } catch (error) {
        toast.error('Social sign in failed', { description: messageOf(error) });
      }
    },
    [backend],
  );

  const signOut = useCallback<AuthContextValue['signOut']>(async () => {
    if (!backend) return false;
    try {
      await backend.auth.signOut();
      toast.success('Signed out', { description: 'You have been successfully signed out.' });
      return true;
    } catch (error) {
      toast.error('Sign out failed', { description: messageOf(error) });
      return false;
    }
  }, [backend]);

  const updateProfile = useCallback<AuthContextValue['updateProfile']>(
    async (patch) => {
      if (!backend || !user) return null;
      try {
        const next = await backend.profiles.update(user.id, patch);
        setProfile(next);
        toast.success('Profile updated', {
          description: 'Your profile has been successfully updated.',
        });
        return next;
      } catch (error) {
        toast.error('Update failed', { description: messageOf(error) });
        return null;
      }
    },
    [backend, user],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      session,
      profile,
      backendKind: backend?.kind ?? null,
      signUp,
      signIn,
      signInWithOAuth,
      signOut,
      updateProfile,
    }),
    [
      status,
      user,
      session,
      profile,
      backend,
      signUp,
      signIn,
      signInWithOAuth,
      signOut,
      updateProfile,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
