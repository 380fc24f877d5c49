/** The header's link and 'More' button look: the current page is shaded. */
export const navLinkClass =
  'inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-accent';
