import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { Link, type To } from 'react-router-dom';
import { cn } from '@/lib/utils';

export type StaffNavItem = {
  label: string;
  icon: LucideIcon;
  to: To;
  current: boolean;
  /** Unread things in the section: a badge, read out as 'Updates, 2 unread'. */
  unread?: number;
};

/**
 * The staff home's sections at the thumb on a phone (the top tabs stay, for larger screens and
 * for anyone who uses them). Switching section replaces the history entry, as the tabs do.
 */
export function StaffBottomNav({ items }: { items: StaffNavItem[] }) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`Staff sections`}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {items.map(({ label, icon: Icon, to, current, unread = 0 }) => (
          <li key={label}>
            <Link
              to={to}
              replace
              aria-current={current ? 'page' : undefined}
              // A label, not hidden text beside the visible one: browsers join block children
              // with a space ('Updates , 2 unread').
              aria-label={unread > 0 ? t`${label}, ${unread} unread` : undefined}
              className={cn(
                'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-center text-xs leading-tight',
                current ? 'font-semibold text-primary' : 'text-muted-foreground',
              )}
            >
              <span className="relative">
                <Icon className="size-5" aria-hidden />
                {unread > 0 && (
                  <span
                    aria-hidden
                    className="absolute -right-3 -top-1.5 min-w-4 rounded-full bg-destructive px-1 text-[0.625rem] font-bold leading-4 text-destructive-foreground"
                  >
                    {unread > 99 ? '99+' : unread}
                  </span>
                )}
              </span>
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
