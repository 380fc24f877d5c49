import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { LanguagePicker } from './language-picker';
import { NavLinkList } from './nav-link-list';
import { drawerItems } from './nav-items';

export function MobileDrawer({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 md:hidden"
          aria-label={t`Open menu`}
        >
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="px-2 pt-2 text-lg font-semibold">
          <Trans>Menu</Trans>
        </SheetTitle>
        <SheetDescription className="sr-only">
          <Trans>Navigate between pages</Trans>
        </SheetDescription>
        <nav aria-label={t`Mobile`}>
          <NavLinkList
            items={drawerItems}
            className="flex flex-col"
            linkProps={() => ({
              end: true,
              onClick: () => setOpen(false),
              className: ({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-md px-3 text-base',
                  isActive ? 'bg-accent font-semibold text-accent-foreground' : 'hover:bg-accent',
                ),
            })}
          />
        </nav>
        <LanguagePicker className="mt-auto px-2" />
        <Button
          variant="outline"
          onClick={() => {
            setOpen(false);
            onLogout();
          }}
        >
          <LogOut aria-hidden />
          <Trans>Log out</Trans>
        </Button>
      </SheetContent>
    </Sheet>
  );
}
