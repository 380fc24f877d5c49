import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { TrainingManager } from '@/features/training/components/training-manager';
import { RequireRestaurant } from '@/session/require-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function TrainingRoute() {
  const { t } = useLingui();
  return (
    <SignedInFrame>
      <Breadcrumbs
        items={[{ label: t`Dashboard`, to: paths.dashboard }, { label: t`Staff Training` }]}
      />
      <PageHeader
        title={t`Staff Training`}
        description={t`Turn a menu into training modules and quizzes for your team.`}
      />
      <RequireRestaurant>
        {(r) => (
          <TrainingManager restaurantId={r.restaurantid} restaurantName={r.restaurant_name} />
        )}
      </RequireRestaurant>
    </SignedInFrame>
  );
}
