import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { NotifyStaff } from '@/features/notifications/components/notify-staff';
import { useAuth } from '@/session/auth-context';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function NotificationsRoute() {
  const { user } = useAuth();
  return (
    <SignedInFrame>
      <Breadcrumbs
        items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Notifications' }]}
      />
      <PageHeader
        title="Notify Staff About Menu Changes"
        description="Choose what changed, who should know, and add a note."
      />
      <RequireRestaurant>
        {(r) => <NotifyStaff userId={user!.id} restaurant={r} />}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
