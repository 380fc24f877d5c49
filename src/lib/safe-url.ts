// The one way a URL someone stored becomes a link (issue 43): a restaurant's website is written by
// its manager and read by its staff, so an href taken as stored would run `javascript:` in our
// origin on a colleague's click. Only http and https pass; the database holds the same rule
// (restaurants_website_url_http, 20261205000000) and the local adapter mirrors it.

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** The URL to put in an href, or null when it is not an http(s) address (then show it as text). */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    // No base: a relative or scheme-less value is not a website address.
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return WEB_PROTOCOLS.has(url.protocol) && url.hostname ? url.href : null;
}

/** Whether a value may be stored as a website: none (null), or an http(s) address. */
export function isWebsiteUrl(value: string | null): boolean {
  return value === null || safeHref(value) !== null;
}
