import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Choice } from '@/components/ui/choice';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { SavedMenu } from '@/domain/menu';

export type UploadMode = 'new' | 'replace';

const TYPE_LABEL = {
  food: msg`Food`,
  wine: msg`Wine`,
  cocktail: msg`Cocktail`,
} as const satisfies Record<SavedMenu['type'], unknown>;

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
  const { t } = useLingui();
  const name = useId();
  const selectId = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">
        <Trans>Upload as</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <Choice
          type="radio"
          name={name}
          value="new"
          label={t`New menu`}
          checked={mode === 'new'}
          onChange={() => onMode('new')}
        />
        <Choice
          type="radio"
          name={name}
          value="replace"
          label={t`Replace an existing menu`}
          checked={mode === 'replace'}
          onChange={() => onMode('replace')}
        />
      </div>
      {mode === 'replace' && (
        <div className="grid gap-2">
          <Label htmlFor={selectId}>
            <Trans>Menu to replace</Trans>
          </Label>
          <NativeSelect id={selectId} value={menuId} onChange={(e) => onMenu(e.target.value)}>
            {menus.map((m) => (
              <option key={m.id} value={m.id}>
                {`${m.name} (${t(TYPE_LABEL[m.type])}, ${t`${plural(m.items.length, { one: '# item', other: '# items' })}`})`}
              </option>
            ))}
          </NativeSelect>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Before anything is saved, you review what the new file changes against this menu.
            </Trans>
          </p>
        </div>
      )}
    </fieldset>
  );
}
