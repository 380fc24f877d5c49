import { createContext, useContext } from 'react';
import type { AuthSession, AuthUser, OAuthProvider, SignUpInput } from '@/backend/port';
import type { Profile } from '@/domain/profile';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
  session: AuthSession | null;
  profile: Profile | null;
  backendKind: 'local' | 'supabase' | null;
  signUp(input: SignUpInput): Promise<{ user: AuthUser; session: AuthSession | null } | null>;
  signIn(email: string, password: string): Promise<boolean>;
  signInWithOAuth(provider: OAuthProvider): Promise<void>;
  signOut(): Promise<boolean>;
  updateProfile(patch: Partial<Pick<Profile, 'full_name' | 'email'>>): Promise<Profile | null>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
