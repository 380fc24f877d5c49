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
  return (
    <SignedInFrame>
      <Breadcrumbs items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Menus' }]} />
      <PageHeader
        title="Your Menus"
        actions={
          <Button asChild>
            <Link to={paths.upload}>
              <Plus aria-hidden />
              Add New
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
