import { countOf } from '@/domain/relative-time';
import { format } from 'date-fns';
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

const TABS: { type: MenuType; label: string }[] = [
  { type: 'food', label: 'Food' },
  { type: 'wine', label: 'Wine' },
  { type: 'cocktail', label: 'Cocktails' },
];

/** The upload screen set to replace this menu with a new file, diffed before anything is saved. */
const reimportPath = (menuId: string) =>
  `${paths.upload}?${new URLSearchParams({ replace: menuId }).toString()}`;

// The open button and the Re-import and History links are siblings: a link inside a button is
// invalid HTML and unreachable from the keyboard.
function MenuCard({ menu, onOpen }: { menu: SavedMenu; onOpen: () => void }) {
  return (
    <li
      className={cn(
        'flex items-center gap-2 rounded-lg border bg-card shadow-sm',
        !menu.isSample && 'pr-3',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-center justify-between gap-3 rounded-lg p-4 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-words font-semibold">{menu.name}</span>
            {menu.isSample && <Badge variant="outline">Sample</Badge>}
          </span>
          <span className="block text-sm text-muted-foreground">
            {countOf(menu.items.length, 'item')} · Updated{' '}
            {format(new Date(menu.lastSaved), 'MMM d, yyyy')}
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </button>
      {!menu.isSample && (
        // Stacked until the card is wide enough, so the menu's name keeps room on a phone.
        <div className="flex shrink-0 flex-col gap-2 py-2 xl:flex-row">
          <Button asChild variant="outline" size="sm">
            <Link to={reimportPath(menu.id)} aria-label={`Re-import ${menu.name}`}>
              <FileUp aria-hidden />
              Re-import
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={menuHistoryPath(menu.id)} aria-label={`History of ${menu.name}`}>
              <History aria-hidden />
              History
            </Link>
          </Button>
        </div>
      )}
    </li>
  );
}

export function MenusList({ userId, restaurantId }: { userId: string; restaurantId: string }) {
  const { data, isPending, isError, refetch } = useMenus(restaurantId);
  const navigate = useNavigate();
  if (isPending) return <Spinner label="Loading menus..." />;
  if (isError)
    return (
      <div role="alert" className="grid gap-2">
        <p>Your menus could not be loaded.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
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
        {TABS.map((t) => (
          <TabsTrigger key={t.type} value={t.type}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((t) => {
        const menus = data
          .filter((m) => m.type === t.type)
          .sort((a, b) => Number(a.isSample) - Number(b.isSample));
        return (
          <TabsContent key={t.type} value={t.type}>
            {menus.length === 0 ? (
              <div className="flex flex-col items-center gap-3 py-12 text-center">
                <p>No {t.type} menus found</p>
                <Button asChild>
                  <Link to={paths.upload}>Create</Link>
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
