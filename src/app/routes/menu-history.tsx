import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { paths } from '@/config/paths';
import { MenuHistoryPage } from '@/features/menu-history/components/menu-history-page';
import { useAuth } from '@/session/auth-context';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function MenuHistoryRoute() {
  const { user } = useAuth();
  const { t } = useLingui();
  const { menuId = '' } = useParams();
  return (
    <SignedInFrame>
      <Breadcrumbs
        items={[
          { label: t`Dashboard`, to: paths.dashboard },
          { label: t`Menus`, to: paths.menus },
          { label: t`History` },
        ]}
      />
      <RequireRestaurant>
        {(r) => <MenuHistoryPage key={menuId} userId={user!.id} restaurant={r} menuId={menuId} />}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
