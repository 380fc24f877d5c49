// @vitest-environment jsdom
// The page is read by the browser's HTML parser (DOMParser), which the node environment lacks.
import { describe, expect, it, vi } from 'vitest';
import { fetchMenuText, MenuUrlError, pageToText } from './fetch-menu-url';

const respond = (body: string, init: ResponseInit = {}) =>
  vi.fn(async () => new Response(body, init)) as unknown as typeof fetch;

describe('fetchMenuText', () => {
  it('turns a CORS refusal or network failure into the paste-instead message', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await fetchMenuText('https://example.com/menu', undefined, failing).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(MenuUrlError);
    expect(error.message).toBe(
      'Could not fetch that URL from the browser. Paste the menu text instead.',
    );
  });

  it('names the HTTP status of a non-2xx answer', async () => {
    await expect(
      fetchMenuText('https://example.com/menu', undefined, respond('gone', { status: 404 })),
    ).rejects.toThrow(
      'Could not fetch that URL from the browser (HTTP 404). Paste the menu text instead.',
    );
  });

  it('reads an HTML page as text, without scripts, styles or comments', async () => {
    const html = `<!doctype html><html><head><title>x</title><style>p{}</style></head><body>
      <script>alert("x")</script><!-- hidden --><h1>STARTERS</h1><p>Burrata &amp; tomato $16</p>
      <ul><li>Calamari $15</li></ul></body></html>`;
    const text = await fetchMenuText(
      'https://example.com/menu',
      undefined,
      respond(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    );
    expect(text).toBe('STARTERS\n\nBurrata & tomato $16\n\nCalamari $15');
  });

  it('keeps plain text as it is and refuses an empty page', async () => {
    const plain = 'MAINS\nSteak <b>frites</b> $30';
    expect(pageToText(plain, 'text/plain')).toBe(plain);
    await expect(
      fetchMenuText('https://example.com/menu', undefined, respond('  ', { status: 200 })),
    ).rejects.toThrow('That page has no readable text. Paste the menu text instead.');
  });

  it('lets a cancellation through as the abort, not as a URL problem', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborting = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    const error = await fetchMenuText(
      'https://example.com/menu',
      controller.signal,
      aborting,
    ).catch((e) => e);
    expect(error).not.toBeInstanceOf(MenuUrlError);
    expect(error.name).toBe('AbortError');
  });
});
