import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { getBackend } from '@/backend';
import type { AuthSession, Backend } from '@/backend/port';
import type { Profile } from '@/domain/profile';
import { forgetPersistedQueries } from '@/lib/offline/query-persistence';
import type { AuthStatus } from './auth-context';
import { loadOrCreateProfile } from './profile-sync';

/**
 * The signed-in state: starts the backend, follows its auth events, and loads (or creates) the
 * profile once per user. Signing out drops every cached query and the data kept on this device
 * for offline use, so the next account sees none of the last one's data. (Writes still waiting in
 * a staff member's outbox stay, under their user id, and go out at their next sign-in: an
 * acknowledgement must not be lost to a sign-out.)
 */
export function useAuthSession() {
  const queryClient = useQueryClient();
  const [backend, setBackend] = useState<Backend | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [session, setSession] = useState<AuthSession | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const profileFor = useRef<string | null>(null);
  // Sign-up already says 'Account created!'; a second welcome for the same event is noise.
  const justSignedUpRef = useRef(false);

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
            forgetPersistedQueries().catch((error: unknown) =>
              console.error('[auth] could not forget the data kept for offline use', error),
            );
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

  const user = session?.user ?? null;
  useEffect(() => {
    if (!backend || !user || profileFor.current === user.id) return;
    profileFor.current = user.id;
    void loadOrCreateProfile(backend, user).then(({ profile: p, created }) => {
      if (profileFor.current !== user.id) return;
      setProfile(p);
      if (created && !justSignedUpRef.current)
        toast.success(t`Welcome aboard!`, {
          description: t`Your profile has been created successfully`,
        });
      justSignedUpRef.current = false;
    });
  }, [backend, user]);

  return { backend, status, session, user, profile, setProfile, justSignedUpRef };
}
