import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const linkClass =
  'inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground md:min-h-0';

const placeholders = ['Documentation', 'Support', 'FAQ', 'About', 'Blog', 'Contact'];

/** Site footer. Placeholder pages do not exist yet, so they link to '#'. */
export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="container grid gap-6 py-8 sm:grid-cols-2 md:grid-cols-4">
        <nav aria-label="Product">
          <h2 className="mb-2 text-sm font-semibold">Preshift</h2>
          <ul>
            <li>
              <Link className={linkClass} to={paths.home}>
                Home
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.menus}>
                Menus
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.specials}>
                Specials
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Admin">
          <h2 className="mb-2 text-sm font-semibold">Admin</h2>
          <ul>
            <li>
              <Link className={linkClass} to={paths.upload}>
                Upload Menu
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.menuEditor}>
                Menu Editor
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.notifications}>
                Notifications
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.dashboard}>
                Settings
              </Link>
            </li>
          </ul>
        </nav>
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
        <nav aria-label="Legal">
          <h2 className="mb-2 text-sm font-semibold">Legal</h2>
          <ul>
            <li>
              <Link className={linkClass} to={paths.dashboard}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.dashboard}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Preshift. All rights reserved.
      </p>
    </footer>
  );
}
