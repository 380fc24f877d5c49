import { Trans } from '@lingui/react/macro';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { SavedMenu } from '@/domain/menu';
import { ALL } from '../hooks/use-matrix-filter';

type Props = {
  menus: readonly SavedMenu[];
  menuId: string;
  onMenu: (id: string) => void;
  categories: readonly string[];
  category: string;
  onCategory: (category: string) => void;
};

export function MatrixFilters({ menus, menuId, onMenu, categories, category, onCategory }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl print:hidden">
      <div className="grid gap-1.5">
        <Label htmlFor="allergen-menu">
          <Trans>Menu</Trans>
        </Label>
        <NativeSelect id="allergen-menu" value={menuId} onChange={(e) => onMenu(e.target.value)}>
          <option value={ALL}>
            <Trans>All menus</Trans>
          </option>
          {menus.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="allergen-category">
          <Trans>Category</Trans>
        </Label>
        <NativeSelect
          id="allergen-category"
          value={category}
          onChange={(e) => onCategory(e.target.value)}
        >
          <option value={ALL}>
            <Trans>All categories</Trans>
          </option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
