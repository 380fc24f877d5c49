import { useSearchParams } from 'react-router-dom';
import { MENU_PARAM } from '@/config/paths';
import { regimeOrLocale } from '@/domain/allergens';
import { MenuEditor } from '@/features/menus/components/menu-editor';
import { useAuth } from '@/session/auth-context';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function MenuEditorRoute() {
  const { user } = useAuth();
  // The menu is in the URL, so reload, back / forward and a shared link open the same one.
  const [params] = useSearchParams();
  const menuId = params.get(MENU_PARAM);
  return (
    <SignedInFrame width="full" hideBottomNav>
      <RequireRestaurant>
        {(r) => (
          <MenuEditor
            key={menuId ?? 'draft'}
            userId={user!.id}
            restaurantId={r.restaurantid}
            menuId={menuId}
            // No regime chosen yet: the manager's own locale is the best guess, as on /allergens.
            regime={regimeOrLocale(r.allergen_regime)}
          />
        )}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
