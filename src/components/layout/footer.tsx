import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center text-sm text-muted-foreground hover:text-foreground md:min-h-0 md:min-w-0';

const placeholders = [
  msg`Documentation`,
  msg`Support`,
  msg`FAQ`,
  msg`About`,
  msg`Blog`,
  msg`Contact`,
];

type FooterLink = { label: MessageDescriptor; to: string };

const managerProduct: FooterLink[] = [
  { label: msg`Home`, to: paths.home },
  { label: msg`Menus`, to: paths.menus },
  { label: msg`Specials`, to: paths.specials },
];
const managerAdmin: FooterLink[] = [
  { label: msg`Upload Menu`, to: paths.upload },
  { label: msg`Menu Editor`, to: paths.menuEditor },
  { label: msg`Notifications`, to: paths.notifications },
  { label: msg`Staff`, to: paths.staff },
  { label: msg`Settings`, to: paths.dashboard },
];
const staffProduct: FooterLink[] = [{ label: msg`My Updates`, to: paths.myUpdates }];
const legal: FooterLink[] = [
  { label: msg`Privacy Policy`, to: paths.dashboard },
  { label: msg`Terms of Service`, to: paths.dashboard },
];

/** `name` labels the landmark; `heading` is what is shown (the product group shows the brand). */
function LinkGroup({
  name,
  heading = name,
  links,
}: {
  name: string;
  heading?: string;
  links: FooterLink[];
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={name}>
      <h2 className="mb-2 text-sm font-semibold">{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label.id}>
            <Link className={linkClass} to={link.to}>
              {t(link.label)}
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
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="container grid gap-6 py-8 sm:grid-cols-2 md:grid-cols-4">
        <LinkGroup
          name={t`Product`}
          heading="Preshift"
          links={staff ? staffProduct : managerProduct}
        />
        {!staff && <LinkGroup name={t`Admin`} links={managerAdmin} />}
        <nav aria-label={t`Resources`}>
          <h2 className="mb-2 text-sm font-semibold">
            <Trans>Resources</Trans>
          </h2>
          <ul>
            {placeholders.map((label) => (
              <li key={label.id}>
                <a className={linkClass} href="#">
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LinkGroup name={t`Legal`} links={legal} />
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        <Trans>© {year} Preshift. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
