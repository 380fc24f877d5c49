import type { Regime } from '@/domain/allergens';
import type { MenuItem } from '@/domain/menu';
import { addItem } from '@/domain/menu-rules';
import { guessItemFromLine, renameCategory, splitItem } from '@/domain/review-edits';
import { renameAddOns } from '@/domain/section-add-ons';
import type { UnusedLine, useImportReview } from '../hooks/use-import-review';
import type { useMenuDraft } from '../hooks/use-menu-draft';
import { RenameCategoryDialog } from '../review/rename-category-dialog';
import { SplitDialog } from '../review/split-dialog';
import { MenuItemDialog } from './menu-item-dialog';

export type EditorDialog =
  | { kind: 'edit'; item: MenuItem }
  /** A new item; from a source line the import did not use, pre-filled from it. */
  | { kind: 'new'; line?: UnusedLine }
  | { kind: 'split'; item: MenuItem }
  | { kind: 'rename'; category: string }
  | null;

type Props = {
  dialog: EditorDialog;
  onClose: () => void;
  items: MenuItem[];
  categories: string[];
  regime: Regime;
  formatPrice: (price: string) => string;
  draft: ReturnType<typeof useMenuDraft>;
  review: ReturnType<typeof useImportReview>;
};

const newId = () => `item-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** The category of the item read just before a source line: where a missed dish most likely goes. */
function categoryNear(
  items: MenuItem[],
  review: Props['review'],
  line: number,
): string | undefined {
  let best: { item: MenuItem; start: number } | undefined;
  for (const item of items) {
    const start = review.review?.items[item.id]?.lineStart;
    if (start !== undefined && start < line && (!best || start > best.start))
      best = { item, start };
  }
  return best?.item.category;
}

/** The editor's dialogs: add / edit an item, split one in two, rename a category. */
export function EditorDialogs(props: Props) {
  const { dialog, onClose, items, categories, regime, formatPrice, draft, review } = props;
  const close = (open: boolean) => !open && onClose();
  if (!dialog) return null;
  if (dialog.kind === 'split')
    return (
      <SplitDialog
        item={dialog.item}
        onOpenChange={close}
        onSplit={(parts) => {
          const id = newId();
          draft.update(splitItem(items, dialog.item.id, parts, id));
          review.split(dialog.item.id, id);
          onClose();
        }}
      />
    );
  if (dialog.kind === 'rename')
    return (
      <RenameCategoryDialog
        category={dialog.category}
        onOpenChange={close}
        onRename={(name) => {
          // The section's add-ons follow it, in the same undoable edit.
          draft.update(
            renameCategory(items, dialog.category, name),
            renameAddOns(draft.addOns, dialog.category, name),
          );
          onClose();
        }}
      />
    );
  const line = dialog.kind === 'new' ? dialog.line : undefined;
  const prefill = line
    ? { ...guessItemFromLine(line.text), category: categoryNear(items, review, line.index) }
    : undefined;
  return (
    <MenuItemDialog
      item={dialog.kind === 'edit' ? dialog.item : null}
      prefill={prefill}
      categories={categories}
      regime={regime}
      formatPrice={formatPrice}
      onOpenChange={close}
      onSave={(item) => {
        if (dialog.kind === 'edit') {
          draft.update(items.map((i) => (i.id === item.id ? item : i)));
          review.confirm(item.id);
        } else {
          draft.update(addItem(items, item));
          if (line) review.addFromLine(line.index, item.id);
        }
        onClose();
      }}
    />
  );
}
