import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type Props = { saving: boolean; onSave: () => void; onSend: () => void };

/** Fixed to the bottom of the screen so Save stays in reach on a long menu and on a phone. */
export function EditorActionBar({ saving, onSave, onSend }: Props) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
      <div className="container flex items-center justify-between gap-2 py-3">
        {/* Three buttons must fit a 360 px phone: there the link reads '← Menus'. */}
        <Button asChild variant="outline" className="px-3 sm:px-4">
          <Link to={paths.menus} aria-label="Back to Menus">
            <ArrowLeft aria-hidden className="sm:hidden" />
            <span className="hidden sm:inline">Back to </span>
            <span>Menus</span>
          </Link>
        </Button>
        <div className="flex gap-2">
          <Button onClick={onSave} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="secondary" disabled={saving} onClick={onSend}>
            Send to Staff
          </Button>
        </div>
      </div>
    </div>
  );
}
