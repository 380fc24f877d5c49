import { Plus, UtensilsCrossed } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { menuEditorPath, paths } from '@/config/paths';
import type { MenuItem } from '@/domain/menu';
import { groupByCategory } from '@/domain/menu-rules';
import { clearParsedMenu, rememberSelection } from '@/lib/menu-session';
import { useSaveMenu } from '../api/use-save-menu';
import { useEditorMenu } from '../hooks/use-editor-menu';
import { MenuItemCard } from './menu-item-card';
import { MenuItemDialog } from './menu-item-dialog';

/** `menuId`: the saved menu named in the URL; null for the upload draft. */
type Props = { userId: string; restaurantId: string; menuId: string | null };

export function MenuEditor({ userId, restaurantId, menuId: urlMenuId }: Props) {
  const loaded = useEditorMenu(userId, restaurantId, urlMenuId);
  const navigate = useNavigate();
  const save = useSaveMenu(restaurantId);
  const [items, setItems] = useState<MenuItem[] | null>(null);
  const [menuId, setMenuId] = useState<string | undefined>();
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null);

  useEffect(() => {
    if (loaded && items === null) {
      setItems(loaded.items);
      setMenuId(loaded.id);
      // An upload that was never saved is unsaved work.
      setDirty(!loaded.id);
    }
  }, [loaded, items]);

  // Leaving the page with unsaved edits asks first, so a manager's corrections are not lost.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const groups = useMemo(() => groupByCategory(items ?? []), [items]);
  if (!loaded || !items) return <Spinner label="Loading menu..." />;

  const update = (next: MenuItem[]) => {
    setItems(next);
    setDirty(true);
  };

  const remove = (item: MenuItem) => {
    const before = items;
    update(items.filter((i) => i.id !== item.id));
    toast(`Removed ${item.name}`, { action: { label: 'Undo', onClick: () => setItems(before) } });
  };

  const persist = async () => {
    try {
      const { saved, changes } = await save.mutateAsync({
        id: menuId,
        name: loaded.name,
        type: loaded.type,
        foodType: loaded.foodType,
        items,
      });
      setMenuId(saved.id);
      setDirty(false);
      clearParsedMenu(userId);
      // A saved draft is a menu now: its URL names it, so a reload opens what was saved.
      if (saved.id !== urlMenuId) void navigate(menuEditorPath(saved.id), { replace: true });
      rememberSelection(userId, {
        menuId: saved.id,
        type: saved.type,
        name: saved.name,
        foodType: saved.foodType,
      });
      toast.success('Menu saved', {
        description: changes.length
          ? `${changes.length} change(s) ready to send to staff.`
          : 'No changes since the last save.',
      });
      return true;
    } catch (error) {
      console.error('[editor] save failed', error);
      toast.error('Save failed', {
        description:
          error instanceof Error ? error.message : 'Your edits are still here; try again.',
      });
      return false;
    }
  };

  return (
    <div className="pb-28">
      <div className="mb-6 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold md:text-3xl">{loaded.name}</h1>
          <p className="text-sm text-muted-foreground">
            {items.length} items · {loaded.type} menu{dirty ? ' · Unsaved changes' : ''}
          </p>
        </div>
        <Button
          size="icon"
          className="shrink-0 rounded-full"
          aria-label="Add menu item"
          onClick={() => setEditing('new')}
        >
          <Plus aria-hidden />
        </Button>
      </div>

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <UtensilsCrossed className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-medium">No menu items found</p>
          <Button asChild>
            <Link to={paths.upload}>Upload a Menu</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-8">
          {groups.map(([category, list], index) => (
            // aria-labelledby takes space-separated ids: a name like "Cold Mezze" cannot be one.
            <section key={category} aria-labelledby={`category-heading-${index}`}>
              <h2 id={`category-heading-${index}`} className="mb-3 text-lg font-semibold">
                {category}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((item) => (
                  <MenuItemCard
                    key={item.id}
                    item={item}
                    onEdit={() => setEditing(item)}
                    onRemove={() => remove(item)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
        <div className="container flex items-center justify-between gap-2 py-3">
          <Button asChild variant="outline">
            <Link to={paths.menus}>Back to Menus</Link>
          </Button>
          <div className="flex gap-2">
            <Button onClick={() => void persist()} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button
              variant="secondary"
              disabled={save.isPending}
              onClick={async () => {
                if (!dirty || (await persist())) navigate(paths.notifications);
              }}
            >
              Send to Staff
            </Button>
          </div>
        </div>
      </div>

      {editing && (
        <MenuItemDialog
          item={editing === 'new' ? null : editing}
          categories={groups.map(([c]) => c)}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(item) => {
            update(
              editing === 'new'
                ? [...items, item]
                : items.map((i) => (i.id === item.id ? item : i)),
            );
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
