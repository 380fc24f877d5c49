import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { NotifyStaff } from '@/features/notifications/components/notify-staff';
import { useAuth } from '@/session/auth-context';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function NotificationsRoute() {
  const { user } = useAuth();
  const { t } = useLingui();
  return (
    <SignedInFrame>
      <Breadcrumbs
        items={[{ label: t`Dashboard`, to: paths.dashboard }, { label: t`Notifications` }]}
      />
      <PageHeader
        title={t`Notify Staff About Menu Changes`}
        description={t`Choose what changed, who should know, and add a note.`}
      />
      <RequireRestaurant>
        {(r) => <NotifyStaff userId={user!.id} restaurant={r} />}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
