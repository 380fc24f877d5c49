import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LanguagePicker } from './language-picker';
import { MoreMenu } from './more-menu';
import { navLinkClass } from './nav-link-class';
import { desktopPrimary } from './nav-items';

export function DesktopNav({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui();
  return (
    <div className="hidden items-center gap-2 md:flex">
      <nav aria-label={t`Main`}>
        <ul className="flex items-center gap-1">
          {desktopPrimary.map((item) => (
            <li key={item.label.id}>
              <NavLink to={item.to} end className={navLinkClass}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <MoreMenu />
        </ul>
      </nav>
      <LanguagePicker />
      <Button variant="outline" size="sm" onClick={onLogout}>
        <LogOut aria-hidden />
        <Trans>Log out</Trans>
      </Button>
    </div>
  );
}
