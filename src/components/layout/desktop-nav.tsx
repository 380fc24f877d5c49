import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationTriggerClass,
} from '@/components/ui/navigation-menu';
import { desktopMore, desktopPrimary } from './nav-items';

export function DesktopNav({ onLogout }: { onLogout: () => void }) {
  return (
    <div className="hidden items-center gap-2 md:flex">
      <NavigationMenu aria-label="Main">
        <NavigationMenuList>
          {desktopPrimary.map((item) => (
            <NavigationMenuItem key={item.label}>
              <NavigationMenuLink asChild>
                <NavLink to={item.to} className={navigationTriggerClass}>
                  {item.label}
                </NavLink>
              </NavigationMenuLink>
            </NavigationMenuItem>
          ))}
          <NavigationMenuItem className="relative">
            <NavigationMenuTrigger className="group">More</NavigationMenuTrigger>
            <NavigationMenuContent>
              <ul className="flex flex-col">
                {desktopMore.map((item) => (
                  <li key={item.label}>
                    <NavigationMenuLink asChild>
                      <NavLink
                        to={item.to}
                        className="flex items-center gap-2 rounded-sm px-3 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                      >
                        <item.icon className="size-4" aria-hidden />
                        {item.label}
                      </NavLink>
                    </NavigationMenuLink>
                  </li>
                ))}
              </ul>
            </NavigationMenuContent>
          </NavigationMenuItem>
        </NavigationMenuList>
      </NavigationMenu>
      <Button variant="outline" size="sm" onClick={onLogout}>
        <LogOut aria-hidden />
        Log out
      </Button>
    </div>
  );
}
