import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { drawerItems } from './nav-items';

export function MobileDrawer({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="px-2 pt-2 text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Navigate between pages</SheetDescription>
        <nav aria-label="Mobile">
          <ul className="flex flex-col">
            {drawerItems.map((item) => (
              <li key={item.label}>
                <NavLink
                  to={item.to}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-3 rounded-md px-3 text-base',
                      isActive
                        ? 'bg-accent font-semibold text-accent-foreground'
                        : 'hover:bg-accent',
                    )
                  }
                >
                  <item.icon className="size-5" aria-hidden />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
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
