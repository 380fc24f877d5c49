import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center text-sm text-muted-foreground hover:text-foreground md:min-h-0 md:min-w-0';

const placeholders = ['Documentation', 'Support', 'FAQ', 'About', 'Blog', 'Contact'];

type FooterLink = { label: string; to: string };

const managerProduct: FooterLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Menus', to: paths.menus },
  { label: 'Specials', to: paths.specials },
];
const managerAdmin: FooterLink[] = [
  { label: 'Upload Menu', to: paths.upload },
  { label: 'Menu Editor', to: paths.menuEditor },
  { label: 'Notifications', to: paths.notifications },
  { label: 'Staff', to: paths.staff },
  { label: 'Settings', to: paths.dashboard },
];
const staffProduct: FooterLink[] = [{ label: 'My Updates', to: paths.myUpdates }];
const legal: FooterLink[] = [
  { label: 'Privacy Policy', to: paths.dashboard },
  { label: 'Terms of Service', to: paths.dashboard },
];

function LinkGroup({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold">{title === 'Product' ? 'Preshift' : title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link className={linkClass} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Site footer. Placeholder pages do not exist yet, so they link to '#'. A staff account sees only
 * what it may open (its updates), not the manager's pages, which would send it back.
 */
export function Footer({ staff = false }: { staff?: boolean }) {
  return (
    <footer className="border-t bg-muted/40">
      <div className="container grid gap-6 py-8 sm:grid-cols-2 md:grid-cols-4">
        <LinkGroup title="Product" links={staff ? staffProduct : managerProduct} />
        {!staff && <LinkGroup title="Admin" links={managerAdmin} />}
        <nav aria-label="Resources">
          <h2 className="mb-2 text-sm font-semibold">Resources</h2>
          <ul>
            {placeholders.map((label) => (
              <li key={label}>
                <a className={linkClass} href="#">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LinkGroup title="Legal" links={legal} />
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Preshift. All rights reserved.
      </p>
    </footer>
  );
}
