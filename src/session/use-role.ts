import type { UserType } from '@/domain/profile';
import { useAuth } from './auth-context';

/**
 * Which home the signed-in person gets. This only chooses screens: what a staff account may read
 * or write is enforced by the backend from the restaurant's staff directory, not by this value.
 */
export function useRole(): UserType {
  const { profile, user } = useAuth();
  return profile?.user_type ?? user?.user_metadata.user_type ?? 'Manager';
}
