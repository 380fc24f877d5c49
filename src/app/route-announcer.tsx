import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n';

const TITLES: Record<string, MessageDescriptor> = {
  [paths.auth]: msg`Sign In`,
  [paths.onboarding]: msg`Get Started`,
  [paths.dashboard]: msg`Dashboard`,
  [paths.menus]: msg`Menus`,
  [paths.upload]: msg`Upload Menu`,
  [paths.menuEditor]: msg`Menu Editor`,
  [paths.notifications]: msg`Notify Staff`,
  [paths.specials]: msg`Specials`,
  [paths.restaurantDetails]: msg`Restaurant Details`,
  [paths.staff]: msg`Staff`,
  [paths.training]: msg`Training`,
  [paths.trainingRecord]: msg`Training record`,
  [paths.trainingRecordPrint]: msg`Training record`,
  [paths.myUpdates]: msg`My Updates`,
};

/** The page's name in the browser tab and history: 'Upload Menu · Preshift'. */
export function routeTitle(pathname: string): string {
  const title = TITLES[pathname];
  return title ? `${i18n._(title)} · Preshift` : 'Preshift';
}

/** Tries for a while: the heading appears once the lazy route and its data have loaded. */
function focusHeading(cancelled: () => boolean, tries = 40) {
  if (cancelled()) return;
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  if (!heading) {
    if (tries > 0) window.setTimeout(() => focusHeading(cancelled, tries - 1), 50);
    return;
  }
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * What a page change means for people who cannot see it: the tab names the page, and focus moves
 * to its main heading (not left on the link that was activated), so a screen reader announces the
 * new page and Tab starts from its top. Scroll goes to the top on a new page and back to where it
 * was on back / forward.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { i18n: shown } = useLingui();
  const first = useRef(true);
  // The tab's name follows a change of language too, without moving focus.
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname, shown.locale]);
  useEffect(() => {
    // On the first load focus stays where the browser puts it.
    if (first.current) {
      first.current = false;
      return;
    }
    let stop = false;
    focusHeading(() => stop);
    return () => {
      stop = true;
    };
  }, [pathname]);
  return <ScrollRestoration />;
}

/**
 * The first Tab stop on every page: straight to the content, past the navigation. Its size is set
 * for the focused state only: `not-sr-only` resets padding, and it must still be a 44 px target.
 */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-background font-medium focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:inline-flex focus:min-h-11 focus:items-center focus:px-4 focus:ring-2 focus:ring-ring"
      onClick={(event) => {
        const main = document.querySelector<HTMLElement>('main');
        if (!main) return;
        event.preventDefault();
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
      }}
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
