import { t } from '@lingui/core/macro';
import { htmlPageToText } from './page-text';

/** Said when the browser cannot fetch the page (CORS or the network): read when it is shown. */
export const urlFetchFailed = () =>
  t`Could not fetch that URL from the browser. Paste the menu text instead.`;

/** A URL source that could not be turned into menu text; the message is for the user. */
export class MenuUrlError extends Error {
  override name = 'MenuUrlError';
}

/** Web page HTML to text, without ever rendering it: the page is untrusted. */
export function pageToText(body: string, contentType: string): string {
  const looksHtml =
    /html|xml/i.test(contentType) || /^\s*<(!doctype|html|body|div|p)\b/i.test(body);
  return looksHtml ? htmlPageToText(body) : body.trim();
}

/**
 * Fetches a menu page from the browser. Most restaurant sites send no CORS headers, so the browser
 * refuses to hand us the page; there is no server of ours to proxy through, hence the advice to
 * paste the text instead. Cancellation propagates as an AbortError.
 */
export async function fetchMenuText(
  url: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal, credentials: 'omit', redirect: 'follow' });
  } catch (error) {
    if (signal?.aborted) throw error;
    // CORS refusals and network failures look identical from script: a TypeError.
    throw new MenuUrlError(urlFetchFailed());
  }
  if (!response.ok) {
    const status = response.status;
    throw new MenuUrlError(
      t`Could not fetch that URL from the browser (HTTP ${status}). Paste the menu text instead.`,
    );
  }
  const text = pageToText(await response.text(), response.headers.get('content-type') ?? '');
  if (!text)
    throw new MenuUrlError(t`That page has no readable text. Paste the menu text instead.`);
  return text;
}
