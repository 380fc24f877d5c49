import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MenusList } from '@/features/menus/components/menus-list';
import { useAuth } from '@/session/auth-context';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function MenusRoute() {
  const { user } = useAuth();
  const { t } = useLingui();
  return (
    <SignedInFrame>
      <Breadcrumbs items={[{ label: t`Dashboard`, to: paths.dashboard }, { label: t`Menus` }]} />
      <PageHeader
        title={t`Your Menus`}
        actions={
          <Button asChild>
            <Link to={paths.upload}>
              <Plus aria-hidden />
              <Trans>Add New</Trans>
            </Link>
          </Button>
        }
      />
      <RequireRestaurant>
        {(r) => <MenusList userId={user!.id} restaurantId={r.restaurantid} />}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
