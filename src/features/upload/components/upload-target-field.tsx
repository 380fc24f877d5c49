import { useId } from 'react';
import { Choice } from '@/components/ui/choice';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { SavedMenu } from '@/domain/menu';
import { countOf } from '@/domain/relative-time';

export type UploadMode = 'new' | 'replace';

const TYPE_LABEL: Record<SavedMenu['type'], string> = {
  food: 'Food',
  wine: 'Wine',
  cocktail: 'Cocktail',
};

/**
 * Whether the file is a new menu or a new version of a saved one. Only offered when there is a
 * saved menu to replace; samples are not, since they are not the restaurant's own menu.
 */
export function UploadTargetField({
  menus,
  mode,
  menuId,
  disabled,
  onMode,
  onMenu,
}: {
  menus: SavedMenu[];
  mode: UploadMode;
  menuId: string;
  disabled?: boolean;
  onMode: (mode: UploadMode) => void;
  onMenu: (menuId: string) => void;
}) {
  const name = useId();
  const selectId = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">Upload as</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <Choice
          type="radio"
          name={name}
          value="new"
          label="New menu"
          checked={mode === 'new'}
          onChange={() => onMode('new')}
        />
        <Choice
          type="radio"
          name={name}
          value="replace"
          label="Replace an existing menu"
          checked={mode === 'replace'}
          onChange={() => onMode('replace')}
        />
      </div>
      {mode === 'replace' && (
        <div className="grid gap-2">
          <Label htmlFor={selectId}>Menu to replace</Label>
          <NativeSelect id={selectId} value={menuId} onChange={(e) => onMenu(e.target.value)}>
            {menus.map((m) => (
              <option key={m.id} value={m.id}>
                {`${m.name} (${TYPE_LABEL[m.type]}, ${countOf(m.items.length, 'item')})`}
              </option>
            ))}
          </NativeSelect>
          <p className="text-sm text-muted-foreground">
            Before anything is saved, you review what the new file changes against this menu.
          </p>
        </div>
      )}
    </fieldset>
  );
}
