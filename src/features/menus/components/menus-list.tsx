import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, FileUp, History } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { menuEditorPath, menuHistoryPath, paths } from '@/config/paths';
import type { SavedMenu } from '@/domain/menu';
import type { MenuType } from '@/domain/parsed-menu';
import { rememberSelection } from '@/lib/menu-session';
import { useMenus } from '@/data/menus';
import { cn } from '@/lib/utils';
import { formatDate } from '@/i18n';

const TABS: { type: MenuType; label: MessageDescriptor; none: MessageDescriptor }[] = [
  { type: 'food', label: msg`Food`, none: msg`No food menus found` },
  { type: 'wine', label: msg`Wine`, none: msg`No wine menus found` },
  { type: 'cocktail', label: msg`Cocktails`, none: msg`No cocktail menus found` },
];

/** The upload screen set to replace this menu with a new file, diffed before anything is saved. */
const reimportPath = (menuId: string) =>
  `${paths.upload}?${new URLSearchParams({ replace: menuId }).toString()}`;

// The open button and the Re-import and History links are siblings: a link inside a button is
// invalid HTML and unreachable from the keyboard.
function MenuCard({ menu, onOpen }: { menu: SavedMenu; onOpen: () => void }) {
  const { t } = useLingui();
  const name = menu.name;
  const updated = formatDate(menu.lastSaved, 'date');
  return (
    <li
      className={cn(
        'flex items-center gap-2 rounded-lg border bg-card shadow-xs',
        !menu.isSample && 'pr-3',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-center justify-between gap-3 rounded-lg p-4 text-left hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="wrap-break-word font-semibold">{menu.name}</span>
            {menu.isSample && (
              <Badge variant="outline">
                <Trans>Sample</Trans>
              </Badge>
            )}
          </span>
          <span className="block text-sm text-muted-foreground">
            {t`${plural(menu.items.length, { one: '# item', other: '# items' })} · Updated ${updated}`}
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </button>
      {!menu.isSample && (
        // Stacked until the card is wide enough, so the menu's name keeps room on a phone.
        <div className="flex shrink-0 flex-col gap-2 py-2 xl:flex-row">
          <Button asChild variant="outline" size="sm">
            <Link to={reimportPath(menu.id)} aria-label={t`Re-import ${name}`}>
              <FileUp aria-hidden />
              <Trans>Re-import</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={menuHistoryPath(menu.id)} aria-label={t`History of ${name}`}>
              <History aria-hidden />
              <Trans>History</Trans>
            </Link>
          </Button>
        </div>
      )}
    </li>
  );
}

export function MenusList({ userId, restaurantId }: { userId: string; restaurantId: string }) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useMenus(restaurantId);
  const navigate = useNavigate();
  if (isPending) return <Spinner label={t`Loading menus...`} />;
  if (isError)
    return (
      <div role="alert" className="grid gap-2">
        <p>
          <Trans>Your menus could not be loaded.</Trans>
        </p>
        <Button onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );

  const open = (menu: SavedMenu) => {
    rememberSelection(userId, {
      menuId: menu.id,
      type: menu.type,
      name: menu.name,
      foodType: menu.foodType,
    });
    void navigate(menuEditorPath(menu.id));
  };

  return (
    <Tabs defaultValue="food">
      <TabsList>
        {TABS.map((tab) => (
          <TabsTrigger key={tab.type} value={tab.type}>
            {t(tab.label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => {
        const menus = data
          .filter((m) => m.type === tab.type)
          .sort((a, b) => Number(a.isSample) - Number(b.isSample));
        return (
          <TabsContent key={tab.type} value={tab.type}>
            {menus.length === 0 ? (
              <div className="flex flex-col items-center gap-3 py-12 text-center">
                <p>{t(tab.none)}</p>
                <Button asChild>
                  <Link to={paths.upload}>
                    <Trans>Create</Trans>
                  </Link>
                </Button>
              </div>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {menus.map((m) => (
                  <MenuCard key={m.id} menu={m} onOpen={() => open(m)} />
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
