import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { AiSettingsButton } from '@/components/ai-settings/ai-settings-button';
import { AiStatusNote } from '@/components/ai-settings/ai-status-note';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { UploadForm } from '@/features/upload/components/upload-form';
import { useCurrentRestaurant } from '@/session/use-current-restaurant';
import { SignedInFrame } from '../signed-in-frame';

export function UploadRoute() {
  // `?replace=<menuId>`: a Re-import link from the menu list.
  const [params] = useSearchParams();
  const { t } = useLingui();
  const replace = params.get('replace');
  const restaurant = useCurrentRestaurant();
  return (
    <SignedInFrame width="full">
      <Breadcrumbs
        items={[
          { label: t`Dashboard`, to: paths.dashboard },
          { label: t`Menus`, to: paths.menus },
          { label: t`Upload Menu` },
        ]}
      />
      <PageHeader
        title={t`Upload Menu`}
        description={t`Upload a PDF, Word file or photo of your menu, or paste its text.`}
        actions={<AiSettingsButton />}
      />
      <div className="grid gap-4">
        <AiStatusNote />
        <UploadForm
          key={replace ?? 'new'}
          restaurantId={restaurant.data?.restaurantid}
          replaceMenuId={replace}
        />
      </div>
    </SignedInFrame>
  );
}
