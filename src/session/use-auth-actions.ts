import { t } from '@lingui/core/macro';
import { useCallback, useMemo, type RefObject } from 'react';
import { toast } from 'sonner';
import type { AuthUser, Backend } from '@/backend/port';
import type { Profile } from '@/domain/profile';
import type { AuthContextValue } from './auth-context';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Long enough for a slow connection; sign-out never waits on a dead one for longer. */
const FORGET_DEVICE_MS = 3000;

/**
 * Before the session ends (RLS lets only its owner delete the row): this device stops receiving
 * the person's update alerts, so whoever signs in next on it is not sent them. Sign-out goes on
 * if that fails or hangs; the server also drops a subscription the push service says is gone.
 */
async function forgetThisDevice(backend: Backend) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FORGET_DEVICE_MS);
  });
  // Loaded when needed: the landing page's bundle carries no push code (ADR 0001's budget).
  const forget = import('@/pwa/push')
    .then(({ forgetDevice }) => forgetDevice(backend.pushSubscriptions))
    .catch((error: unknown) =>
      console.warn('[push] could not forget this device on sign-out', error),
    );
  await Promise.race([forget, timeout]);
  clearTimeout(timer);
}

/** What a user can do with their account; each action reports its outcome in a toast. */
export function useAuthActions(
  backend: Backend | null,
  user: AuthUser | null,
  setProfile: (profile: Profile) => void,
  justSignedUpRef: RefObject<boolean>,
) {
  const signUp = useCallback<AuthContextValue['signUp']>(
    async (input) => {
      if (!backend) return null;
      try {
        justSignedUpRef.current = true;
        const result = await backend.auth.signUp(input);
        if (!result.user.email_confirmed_at) {
          toast.success(t`Account created successfully!`, {
            description: t`You can now start using the app.`,
          });
        } else if (result.session) {
          toast.success(t`Account created!`, {
            description: t`You have been signed in automatically.`,
          });
        }
        return result;
      } catch (error) {
        justSignedUpRef.current = false;
        toast.error(t`Sign up failed`, { description: messageOf(error) });
        return null;
      }
    },
    [backend, justSignedUpRef],
  );

  const signIn = useCallback<AuthContextValue['signIn']>(
    async (email, password) => {
      if (!backend) return false;
      try {
        await backend.auth.signInWithPassword({ email, password });
        toast.success(t`Welcome!`, { description: t`You have successfully signed in.` });
        return true;
      } catch (error) {
        toast.error(t`Sign in failed`, { description: messageOf(error) });
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
        toast.error(t`Social sign in failed`, { description: messageOf(error) });
      }
    },
    [backend],
  );

  const signOut = useCallback<AuthContextValue['signOut']>(async () => {
    if (!backend) return false;
    try {
      await forgetThisDevice(backend);
      await backend.auth.signOut();
      toast.success(t`Signed out`, { description: t`You have been successfully signed out.` });
      return true;
    } catch (error) {
      toast.error(t`Sign out failed`, { description: messageOf(error) });
      return false;
    }
  }, [backend]);

  const updateProfile = useCallback<AuthContextValue['updateProfile']>(
    async (patch) => {
      if (!backend || !user) return null;
      try {
        const next = await backend.profiles.update(user.id, patch);
        setProfile(next);
        toast.success(t`Profile updated`, {
          description: t`Your profile has been successfully updated.`,
        });
        return next;
      } catch (error) {
        toast.error(t`Update failed`, { description: messageOf(error) });
        return null;
      }
    },
    [backend, user, setProfile],
  );

  // One object per change of its functions, so the auth context is not new on every render.
  return useMemo(
    () => ({ signUp, signIn, signInWithOAuth, signOut, updateProfile }),
    [signUp, signIn, signInWithOAuth, signOut, updateProfile],
  );
}
