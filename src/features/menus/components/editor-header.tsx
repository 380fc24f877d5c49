import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Plus, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MenuType } from '@/domain/parsed-menu';

const TYPE_MENU = {
  food: msg`food menu`,
  wine: msg`wine menu`,
  cocktail: msg`cocktail menu`,
} as const;

type Props = {
  name: string;
  type: MenuType;
  count: number;
  dirty: boolean;
  canUndo: boolean;
  onUndo: () => void;
  onAdd: () => void;
};

/** The menu's name, what it holds and whether it is saved; Undo and Add item beside it. */
export function EditorHeader({ name, type, count, dirty, canUndo, onUndo, onAdd }: Props) {
  const { t } = useLingui();
  return (
    <div className="mb-6 flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="wrap-break-word text-2xl font-bold md:text-3xl">{name}</h1>
        <p className="text-sm text-muted-foreground">
          {t`${plural(count, { one: '# item', other: '# items' })}`} · {t(TYPE_MENU[type])}
          {dirty ? t` · Unsaved changes` : ''}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label={t`Undo last edit`}
          aria-keyshortcuts="Control+Z Meta+Z"
          title={t`Undo (Ctrl+Z)`}
          disabled={!canUndo}
          onClick={onUndo}
        >
          <Undo2 aria-hidden />
        </Button>
        <Button size="icon" className="rounded-full" aria-label={t`Add menu item`} onClick={onAdd}>
          <Plus aria-hidden />
        </Button>
      </div>
    </div>
  );
}
