import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { desktopMore } from './nav-items';
import { navLinkClass } from './nav-link-class';
import { useHoverDisclosure } from './use-hover-disclosure';

/**
 * The header's 'More' links as a disclosure (a button that shows a list of links): Escape or a
 * click elsewhere closes it and focus stays on the button. A plain disclosure, not Radix's
 * navigation menu, whose hidden focus proxy is a tab stop screen readers cannot name.
 */
export function MoreMenu() {
  const { open, close, toggle, hoverIn, hoverOut } = useHoverDisclosure();
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { t } = useLingui();
  useEffect(close, [pathname, close]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, close]);

  return (
    <li
      ref={root}
      className="relative"
      onPointerEnter={(e) => hoverIn(e.pointerType)}
      onPointerLeave={(e) => hoverOut(e.pointerType)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        close();
        button.current?.focus();
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={cn(navLinkClass, open && 'bg-accent')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <Trans>More</Trans>
        <ChevronDown
          className={cn('size-3 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {desktopMore.map((item) => (
          <li key={item.label.id}>
            <NavLink
              to={item.to}
              className="flex items-center gap-2 rounded-sm px-3 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-hidden"
            >
              <item.icon className="size-4" aria-hidden />
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
