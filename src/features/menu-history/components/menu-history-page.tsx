import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { menuEditorPath, paths } from '@/config/paths';
import { useMenuVersions } from '@/data/menu-versions';
import { useMenus } from '@/data/menus';
import { regimeOrLocale } from '@/domain/allergens';
import type { MenuVersion } from '@/domain/menu-version';
import type { Restaurant } from '@/domain/restaurant';
import { useRestoreVersion } from '../hooks/use-restore-version';
import { failedText, outcomeText, versionRows } from '../lib/version-rows';
import { RestoreVersionDialog } from './restore-version-dialog';
import { VersionCompare } from './version-compare';
import { VersionList } from './version-list';

type Props = { userId: string; restaurant: Restaurant; menuId: string };

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 pt-6 text-center md:pt-6">
        <h2 className="text-lg font-semibold">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}

/** /menus/:menuId/history: every saved version, the changes between any two, and restore. */
export function MenuHistoryPage({ userId, restaurant, menuId }: Props) {
  const { t } = useLingui();
  const restaurantId = restaurant.restaurantid;
  const regime = regimeOrLocale(restaurant.allergen_regime);
  const menus = useMenus(restaurantId);
  const versions = useMenuVersions(restaurantId, menuId);
  const { restore, outcome, hasEditorDraft } = useRestoreVersion(userId, restaurantId, menuId);
  const [asking, setAsking] = useState<{ version: MenuVersion; draft: boolean } | null>(null);
  const rows = useMemo(() => versionRows(versions.data ?? [], regime), [versions.data, regime]);

  if (menus.isPending || versions.isPending) return <Spinner label={t`Loading history...`} />;
  if (menus.isError || versions.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>
          <Trans>
            The history of this menu could not be loaded. Check your connection and try again.
          </Trans>
        </p>
        <Button
          onClick={() => {
            void menus.refetch();
            void versions.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );

  const menu = menus.data.find((m) => m.id === menuId);
  if (!menu)
    return (
      <Message title={t`Menu not found`}>
        <p className="text-sm text-muted-foreground">
          <Trans>It may have been deleted.</Trans>
        </p>
        <Button asChild>
          <Link to={paths.menus}>
            <Trans>Back to Menus</Trans>
          </Link>
        </Button>
      </Message>
    );

  const current = versions.data.at(-1)?.version ?? 0;
  const menuName = menu.name;
  const status = outcomeText(outcome);
  return (
    <>
      <PageHeader
        title={t`${menuName}: history`}
        description={t`Every save is a version. Restoring one saves it again as the newest.`}
        actions={
          <Button asChild variant="outline">
            <Link to={menuEditorPath(menu.id)}>
              <Pencil aria-hidden />
              <Trans>Open in editor</Trans>
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        {/* Always in the page (out of the layout while empty), so screen readers announce the
            restore: a live region that appears together with its text is often not read. */}
        <p role="status" className={status ? 'font-medium' : 'sr-only'}>
          {status}
        </p>
        {outcome.kind === 'failed' && (
          <p role="alert" className="font-medium text-destructive">
            {failedText(outcome.from, outcome.message)}
          </p>
        )}
        {rows.length === 0 ? (
          <Message title={t`This menu has no saved versions yet`}>
            <p className="text-sm text-muted-foreground">
              <Trans>A version is recorded each time the menu is saved in the editor.</Trans>
            </p>
          </Message>
        ) : (
          <>
            <section aria-labelledby="menu-history-versions" className="grid gap-3">
              <h2 id="menu-history-versions" className="text-lg font-semibold">
                <Trans>Versions</Trans>
              </h2>
              <VersionList
                rows={rows}
                userId={userId}
                onRestore={(version) => {
                  // One restore at a time; the button stays enabled so focus, returned to it when
                  // the dialog closes, is not lost on a disabled control.
                  if (outcome.kind !== 'restoring') setAsking({ version, draft: hasEditorDraft() });
                }}
              />
            </section>
            {rows.length > 1 && <VersionCompare versions={versions.data} regime={regime} />}
          </>
        )}
        <RestoreVersionDialog
          version={asking?.version ?? null}
          current={current}
          hasEditorDraft={asking?.draft ?? false}
          onCancel={() => setAsking(null)}
          onConfirm={(version) => {
            setAsking(null);
            void restore(version, versions.data.at(-1)?.version ?? null);
          }}
        />
      </div>
    </>
  );
}
