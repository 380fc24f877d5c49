import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { NavLinkList } from './nav-link-list';
import { bottomNavItems } from './nav-items';

/** Phone-only tab bar; the current route is highlighted and marked aria-current. */
export function BottomNav() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  // Home and Settings both point at /settings: highlight only the first match.
  const active = bottomNavItems.find((i) => i.to === pathname)?.label.id;
  return (
    <nav
      aria-label={t`Bottom navigation`}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <NavLinkList
        items={bottomNavItems}
        className="grid grid-cols-5"
        linkProps={(item) => {
          const isActive = item.label.id === active;
          return {
            'aria-current': isActive ? 'page' : undefined,
            className: cn(
              'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs',
              isActive ? 'font-semibold text-primary' : 'text-muted-foreground',
            ),
          };
        }}
      />
    </nav>
  );
}
