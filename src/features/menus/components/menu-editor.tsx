import { Plus } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { MenuItem } from '@/domain/menu';
import { filterItems } from '@/domain/menu-filter';
import { addItem, groupByCategory, moveCategory, moveItem } from '@/domain/menu-rules';
import { priceFormatter } from '@/domain/price-style';
import { countOf } from '@/domain/relative-time';
import { useEditorMenu, type EditorMenu } from '../hooks/use-editor-menu';
import { useMenuDraft } from '../hooks/use-menu-draft';
import { CategorySections } from './category-sections';
import { EditorActionBar } from './editor-action-bar';
import type { CardActions } from './menu-item-card';
import { MenuItemDialog } from './menu-item-dialog';
import { MenuSearch } from './menu-search';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/** `menuId`: the saved menu named in the URL; null for the upload draft. */
type Props = { userId: string; restaurantId: string; menuId: string | null };

export function MenuEditor({ userId, restaurantId, menuId }: Props) {
  const source = useEditorMenu(userId, restaurantId, menuId);
  if (!source) return <Spinner label="Loading menu..." />;
  if ('redirect' in source) return <Navigate to={source.redirect} replace />;
  return (
    <LoadedEditor
      userId={userId}
      restaurantId={restaurantId}
      menuId={menuId}
      loaded={source.menu}
    />
  );
}

function LoadedEditor({ userId, restaurantId, menuId, loaded }: Props & { loaded: EditorMenu }) {
  const navigate = useNavigate();
  const draft = useMenuDraft(userId, restaurantId, loaded, menuId);
  const { items, dirty } = draft;
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null);
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const groups = useMemo(() => groupByCategory(items), [items]);
  const shown = useMemo(
    () => (searching ? groupByCategory(filterItems(items, { query })) : groups),
    [items, groups, query, searching],
  );
  const formatPrice = useMemo(() => priceFormatter(items.map((i) => i.price)), [items]);
  // Card buttons act on the latest items through one stable object, so cards can skip renders.
  const latest = useRef({ items, draft });
  useLayoutEffect(() => {
    latest.current = { items, draft };
  });
  const actions = useMemo<CardActions>(
    () => ({
      edit: setEditing,
      remove: (item) => latest.current.draft.remove(item),
      move: (item, by) => latest.current.draft.update(moveItem(latest.current.items, item.id, by)),
    }),
    [],
  );
  // Unsaved edits are saved first, so the update describes what is on the menu.
  const send = async () => {
    if (!draft.dirtyNow.current || (await draft.persist())) void navigate(paths.notifications);
  };

  return (
    <div className="pb-28">
      <div className="mb-6 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold md:text-3xl">{loaded.name}</h1>
          <p className="text-sm text-muted-foreground">
            {countOf(items.length, 'item')} · {loaded.type} menu{dirty ? ' · Unsaved changes' : ''}
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

      <MenuSearch
        query={query}
        onChange={setQuery}
        shown={shown.reduce((n, [, list]) => n + list.length, 0)}
        total={items.length}
      />

      <CategorySections
        groups={shown}
        searching={searching}
        formatPrice={formatPrice}
        actions={actions}
        onMove={(category, by) => draft.update(moveCategory(items, category, by))}
      />

      <EditorActionBar
        saving={draft.saving}
        onSave={() => void draft.persist()}
        onSend={() => void send()}
      />

      <UnsavedChangesDialog
        dirty={draft.dirtyNow}
        onSave={draft.persist}
        onDiscard={draft.discard}
      />

      {editing && (
        <MenuItemDialog
          item={editing === 'new' ? null : editing}
          categories={groups.map(([c]) => c)}
          formatPrice={formatPrice}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(item) => {
            draft.update(
              editing === 'new'
                ? addItem(items, item)
                : items.map((i) => (i.id === item.id ? item : i)),
            );
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
