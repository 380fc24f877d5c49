import { useLingui } from '@lingui/react/macro';
import { NavLink, type NavLinkProps } from 'react-router-dom';
import type { NavItem } from './nav-items';

type Props = {
  items: NavItem[];
  className: string;
  /** Each link's state and look: where it counts as current, what a click also does. */
  linkProps: (item: NavItem) => Omit<NavLinkProps, 'to' | 'children'>;
};

/** A list of nav links, each its icon and label. */
export function NavLinkList({ items, className, linkProps }: Props) {
  const { t } = useLingui();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.label.id}>
          <NavLink to={item.to} {...linkProps(item)}>
            <item.icon className="size-5" aria-hidden />
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
