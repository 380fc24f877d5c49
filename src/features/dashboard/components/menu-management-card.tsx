import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, ClipboardCheck, PencilLine, Send, Upload, Wheat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AiSettingsButton } from '@/components/ai-settings/ai-settings-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { TileLink } from './tile-link';

export function MenuManagementCard() {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">
          <Trans>Menu Management</Trans>
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.menus}>
              <Trans>View Menus</Trans>
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.upload}>
              <Trans>Upload Menu</Trans>
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TileLink
          to={paths.menuEditor}
          icon={PencilLine}
          title={t`Edit Menus`}
          text={t`Update menu items and prices`}
        />
        <TileLink
          to={paths.notifications}
          icon={Send}
          title={t`Send Updates`}
          text={t`Notify staff about menu changes`}
        />
        <TileLink
          to={paths.upload}
          icon={Upload}
          title={t`Upload New Menu`}
          text={t`Add a new menu`}
        />
        <TileLink
          to={paths.training}
          icon={BookOpen}
          title={t`Staff Training`}
          text={t`Modules and quizzes from your menu`}
        />
        <TileLink
          to={paths.allergens}
          icon={Wheat}
          title={t`Allergens`}
          text={t`Confirm, print and look up allergens`}
        />
        <TileLink
          to={paths.trainingRecord}
          icon={ClipboardCheck}
          title={t`Training record`}
          text={t`Who was told what, and who is ready: print or export`}
        />
        <div className="sm:col-span-1 lg:col-span-2">
          <AiSettingsButton />
        </div>
      </CardContent>
    </Card>
  );
}
