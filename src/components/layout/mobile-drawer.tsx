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
import { NavLinkList } from './nav-link-list';
import { drawerItems } from './nav-items';

export function MobileDrawer({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="shrink-0 md:hidden" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="px-2 pt-2 text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Navigate between pages</SheetDescription>
        <nav aria-label="Mobile">
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
        <Button
          variant="outline"
          className="mt-auto"
          onClick={() => {
            setOpen(false);
            onLogout();
          }}
        >
          <LogOut aria-hidden />
          Log out
        </Button>
      </SheetContent>
    </Sheet>
  );
}
