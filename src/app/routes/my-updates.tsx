import { StaffHome } from '@/features/staff-home/components/staff-home';
import { useAuth } from '@/session/auth-context';
import { SignedInFrame } from '../signed-in-frame';

export function MyUpdatesRoute() {
  const { user } = useAuth();
  return (
    <SignedInFrame variant="staff">
      <StaffHome userId={user!.id} email={user!.email ?? ''} />
    </SignedInFrame>
  );
}
