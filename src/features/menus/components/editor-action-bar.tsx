import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type Props = {
  saving: boolean;
  onSave: () => void;
  onSend: () => void;
  /** Where a dialog a save opened (the merge after a refused save) returns focus. */
  saveRef?: Ref<HTMLButtonElement>;
};

/** Fixed to the bottom of the screen so Save stays in reach on a long menu and on a phone. */
export function EditorActionBar({ saving, onSave, onSend, saveRef }: Props) {
  const { t } = useLingui();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-sm">
      <div className="container flex items-center justify-between gap-2 py-3">
        {/* Three buttons must fit a 360 px phone: there the link reads '← Menus'. */}
        <Button asChild variant="outline" className="px-3 sm:px-4">
          <Link to={paths.menus} aria-label={t`Back to Menus`}>
            <ArrowLeft aria-hidden className="sm:hidden" />
            <span className="hidden sm:inline">{t`Back to`} </span>
            <span>
              <Trans>Menus</Trans>
            </span>
          </Link>
        </Button>
        <div className="flex gap-2">
          <Button ref={saveRef} onClick={onSave} disabled={saving}>
            {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
          </Button>
          <Button variant="secondary" disabled={saving} onClick={onSend}>
            <Trans>Send to Staff</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
