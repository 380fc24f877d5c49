import { useMemo, type ReactNode } from 'react';
import { useForgetAiKeyOnSignOut } from '@/components/ai-settings/use-forget-ai-key-on-sign-out';
import { AuthContext, type AuthContextValue } from './auth-context';
import { useAuthActions } from './use-auth-actions';
import { useAuthSession } from './use-auth-session';

export function AuthProvider({ children }: { children: ReactNode }) {
  const { backend, status, session, user, profile, setProfile, justSignedUpRef } = useAuthSession();
  const actions = useAuthActions(backend, user, setProfile, justSignedUpRef);
  useForgetAiKeyOnSignOut(backend);
  const value = useMemo<AuthContextValue>(
    () => ({ status, user, session, profile, backendKind: backend?.kind ?? null, ...actions }),
    [status, user, session, profile, backend, actions],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
