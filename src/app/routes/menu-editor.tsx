import { MenuEditor } from '@/features/menus/components/menu-editor';
import { useAuth } from '@/session/auth-context';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function MenuEditorRoute() {
  const { user } = useAuth();
  return (
    <SignedInFrame width="full" hideBottomNav>
      <RequireRestaurant>
        {(r) => <MenuEditor userId={user!.id} restaurantId={r.restaurantid} />}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
