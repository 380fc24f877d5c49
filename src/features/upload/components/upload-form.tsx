import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import type { MenuType } from '@/domain/parsed-menu';
import { detectMenuType } from '@/lib/extract/clean';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useMenuUpload } from '../hooks/use-menu-upload';
import { useUploadTarget } from '../hooks/use-upload-target';
import { readerText } from '../lib/reader-text';
import { FileDropZone } from './file-drop-zone';
import { UploadTargetField } from './upload-target-field';

type Props = {
  /** The restaurant whose saved menus can be replaced; none yet means only a new menu. */
  restaurantId?: string;
  /** From `/upload?replace=<id>`: preselects replacing that saved menu. */
  replaceMenuId?: string | null;
};

export function UploadForm({ restaurantId, replaceMenuId = null }: Props) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const { state, start, cancel } = useMenuUpload();
  const target = useUploadTarget(restaurantId, replaceMenuId);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [menuType, setMenuType] = useState<MenuType>('food');
  const busy = state.status === 'processing';

  // One source at a time: choosing a file clears the text, typing clears the file.
  const chooseFile = (next: File | null) => {
    setFile(next);
    if (next) setText('');
  };
  const type = (next: string) => {
    setText(next);
    if (next) setFile(null);
    if (next.trim()) setMenuType(detectMenuType(next));
  };

  const fileSection = <FileDropZone file={file} onFile={chooseFile} disabled={busy} />;
  const textSection = (
    <div className="grid gap-2">
      <Label htmlFor="menu-text">
        <Trans>Or paste your menu text</Trans>
      </Label>
      <Textarea
        id="menu-text"
        value={text}
        disabled={busy}
        onChange={(e) => type(e.target.value)}
        placeholder={t`STARTERS\nBurrata ........ $16\nHeirloom tomatoes, basil`}
        className={isMobile ? 'min-h-40' : 'min-h-56'}
      />
    </div>
  );
  const targetSection = target.menus.length > 0 && (
    <UploadTargetField
      menus={target.menus}
      mode={target.mode}
      menuId={target.menuId}
      disabled={busy}
      onMode={target.setMode}
      onMenu={target.setMenuId}
    />
  );
  // A replacement keeps the saved menu's type, so only a new menu asks for one.
  const typeSection = !target.replace && (
    <div className="grid gap-2">
      <Label htmlFor="menu-type">
        <Trans>Menu type</Trans>
      </Label>
      <NativeSelect
        id="menu-type"
        value={menuType}
        disabled={busy}
        onChange={(e) => setMenuType(e.target.value as MenuType)}
      >
        <option value="food">
          <Trans>Food</Trans>
        </option>
        <option value="wine">
          <Trans>Wine</Trans>
        </option>
        <option value="cocktail">
          <Trans>Cocktail</Trans>
        </option>
      </NativeSelect>
    </div>
  );
  const actions = (
    <div className={isMobile ? 'grid gap-2' : 'flex items-center justify-end gap-2'}>
      <Button
        variant="outline"
        disabled={busy || (!file && !text)}
        onClick={() => {
          setFile(null);
          setText('');
        }}
      >
        <Trans>Clear all</Trans>
      </Button>
      {busy ? (
        <Button variant="destructive" onClick={cancel}>
          <Trans>Cancel</Trans>
        </Button>
      ) : (
        <Button
          disabled={target.loading}
          onClick={() =>
            void start({
              file,
              text,
              menuType: target.replace?.type ?? menuType,
              replace: target.replace,
            })
          }
        >
          <Trans>Upload &amp; Parse Menu</Trans>
        </Button>
      )}
    </div>
  );
  const progress = busy && (
    <div className="grid gap-2" aria-live="polite">
      <Progress value={state.progress} aria-label={t`Processing progress`} />
      <p className="text-sm text-muted-foreground" data-testid="upload-status">
        {readerText(state.statusText)} ({state.progress}%)
      </p>
    </div>
  );

  if (isMobile) {
    return (
      <Card>
        <CardContent className="grid gap-5 pt-4">
          {targetSection}
          {typeSection}
          {fileSection}
          {textSection}
          {progress}
          {actions}
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        {targetSection && <div className="max-w-2xl">{targetSection}</div>}
        {typeSection && <div className="max-w-xs">{typeSection}</div>}
        <div className="grid grid-cols-2 gap-6">
          {fileSection}
          {textSection}
        </div>
        {progress}
        {actions}
      </CardContent>
    </Card>
  );
}
