import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { MoreMenu } from './more-menu';
import { navLinkClass } from './nav-link-class';
import { desktopPrimary } from './nav-items';

export function DesktopNav({ onLogout }: { onLogout: () => void }) {
  return (
    <div className="hidden items-center gap-2 md:flex">
      <nav aria-label="Main">
        <ul className="flex items-center gap-1">
          {desktopPrimary.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} end className={navLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <MoreMenu />
        </ul>
      </nav>
      <Button variant="outline" size="sm" onClick={onLogout}>
        <LogOut aria-hidden />
        Log out
      </Button>
    </div>
  );
}
