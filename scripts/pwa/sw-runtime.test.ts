// Runs the service worker's own source (sw-runtime.js, as shipped) in a VM with a fake scope,
// Cache Storage and network, and checks what each kind of request gets.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi, type Mock } from 'vitest';

const ORIGIN = 'https://preshift.test';
const source = readFileSync(new URL('./sw-runtime.js', import.meta.url), 'utf8');

type Listener = (event: unknown) => void;

function startWorker(opts: { cacheName?: string; existing?: string[]; online?: boolean } = {}) {
  const { cacheName = 'preshift-precache-new', existing = [], online = true } = opts;
  const stores = new Map<string, Map<string, string>>(existing.map((n) => [n, new Map()]));
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      addAll: async (requests: Request[]) => {
        for (const r of requests) store.set(new URL(r.url).pathname, `cached ${r.url}`);
      },
      match: async (path: string) => (store.has(path) ? new Response(store.get(path)) : undefined),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const fetch = vi.fn(async (request: Request) => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(`network ${request.url}`);
  });
  const listeners = new Map<string, Listener>();
  const windows: { url: string; focus: () => Promise<unknown>; navigate: Mock }[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(async () => {}),
    registration: { showNotification: vi.fn(async (_title: string, _options: object) => {}) },
    clients: {
      claim: vi.fn(async () => {}),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (_url: string) => null),
    },
  };
  const PRECACHE = {
    cacheName,
    urls: ['/index.html', '/assets/index-h.js', '/manifest.webmanifest'],
    navigationTimeoutMs: 50,
  };
  // A service worker resolves relative URLs against its own; Node has no such base.
  const WorkerRequest = class extends Request {
    constructor(url: string, init?: RequestInit) {
      super(new URL(url, ORIGIN), init);
    }
  };
  const context = {
    ...{ self, caches, fetch, PRECACHE, URL, Response, setTimeout, clearTimeout },
    Request: WorkerRequest,
  };
  runInNewContext(source, context);

  /** Dispatches an extendable event; resolves with what was passed to waitUntil. */
  const extendable = async (type: string, data?: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ data, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  /** Dispatches a fetch; resolves with the response body, or null when left to the browser. */
  const request = async (path: string, init: { method?: string; mode?: string } = {}) => {
    const req = {
      url: path.startsWith('http') ? path : ORIGIN + path,
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
    };
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({ request: req, respondWith: (r: Promise<Response>) => (answer = r) });
    return answer ? (await answer).text() : null;
  };
  /** A window of the app (or of another site) the worker can see. */
  const addWindow = (url: string, navigate: Mock = vi.fn(async () => null)) => {
    const win = { url, navigate, focus: vi.fn(async () => win) };
    windows.push(win);
    return win;
  };
  /** Dispatches an extendable event with any fields (a push's data, a click's notification). */
  const dispatch = async (type: string, fields: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...fields, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { self, stores, fetch, extendable, request, addWindow, dispatch };
}

describe('service worker runtime', () => {
  it('stores the whole list at install, in the cache named after this build, and waits', async () => {
    const sw = startWorker();
    await sw.extendable('install');
    expect([...sw.stores.get('preshift-precache-new')!.keys()]).toEqual([
      '/index.html',
      '/assets/index-h.js',
      '/manifest.webmanifest',
    ]);
    expect(sw.self.skipWaiting).not.toHaveBeenCalled();
  });

  it('on activate deletes older builds, keeps other caches, and takes control', async () => {
    const sw = startWorker({ existing: ['preshift-precache-old', 'someone-else'] });
    await sw.extendable('install');
    await sw.extendable('activate');
    expect([...sw.stores.keys()].sort()).toEqual(['preshift-precache-new', 'someone-else']);
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it('activates a waiting version only when the page says SKIP_WAITING', async () => {
    const sw = startWorker();
    await sw.extendable('message', { type: 'something else' });
    expect(sw.self.skipWaiting).not.toHaveBeenCalled();
    await sw.extendable('message', { type: 'SKIP_WAITING' });
    expect(sw.self.skipWaiting).toHaveBeenCalledOnce();
  });

  it('serves precached files from the cache, even online', async () => {
    const sw = startWorker();
    await sw.extendable('install');
    expect(await sw.request('/assets/index-h.js')).toBe(`cached ${ORIGIN}/assets/index-h.js`);
    expect(sw.fetch).not.toHaveBeenCalled();
  });

  it('sends navigations to the network first, and to the stored shell offline', async () => {
    const online = startWorker();
    await online.extendable('install');
    expect(await online.request('/my-updates', { mode: 'navigate' })).toBe(
      `network ${ORIGIN}/my-updates`,
    );
    const offline = startWorker({ online: false });
    await offline.extendable('install');
    expect(await offline.request('/my-updates', { mode: 'navigate' })).toBe(
      `cached ${ORIGIN}/index.html`,
    );
  });

  it('falls back to the stored shell when the network hangs past the timeout', async () => {
    const sw = startWorker();
    await sw.extendable('install');
    sw.fetch.mockImplementationOnce(() => new Promise<Response>(() => {}));
    expect(await sw.request('/start', { mode: 'navigate' })).toBe(`cached ${ORIGIN}/index.html`);
  });

  it('leaves other origins, writes and unlisted files to the browser, uncached', async () => {
    const sw = startWorker();
    await sw.extendable('install');
    expect(await sw.request('https://abc.supabase.co/rest/v1/menus')).toBeNull();
    expect(await sw.request('http://127.0.0.1:11434/v1/chat/completions')).toBeNull();
    expect(await sw.request('/assets/index-h.js', { method: 'POST' })).toBeNull();
    expect(await sw.request('/vendor/tesseract-lang/eng.traineddata.gz')).toBeNull();
    expect(await sw.request('/assets/pdf-h.js')).toBeNull();
  });
});

describe('service worker: update alerts (Web Push)', () => {
  const payload = (value: unknown) => ({
    json: () => value,
    text: () => JSON.stringify(value),
  });
  const shown = (sw: ReturnType<typeof startWorker>) =>
    sw.self.registration.showNotification.mock.calls.map(([title, options]) => ({
      title,
      ...(options as { body: string; data: { url: string } }),
    }));

  it("shows the push's title and body, one notice per update, carrying the update's link", async () => {
    const sw = startWorker();
    await sw.dispatch('push', {
      data: payload({
        title: 'Chez Test: menu update',
        body: 'Price changed: Burrata $14 → $16',
        url: '/my-updates?update=n-1',
        notificationId: 'n-1',
      }),
    });
    expect(shown(sw)).toEqual([
      {
        title: 'Chez Test: menu update',
        body: 'Price changed: Burrata $14 → $16',
        icon: '/icons/icon-192.png',
        tag: 'update-n-1',
        data: { url: '/my-updates?update=n-1' },
      },
    ]);
  });

  it('still tells the person something when a push has no usable payload, and never links away', async () => {
    const sw = startWorker();
    await sw.dispatch('push', { data: null });
    await sw.dispatch('push', {
      data: payload({ title: 'Phish', body: 'Click', url: 'https://evil.test/x' }),
    });
    expect(shown(sw).map((n) => [n.title, n.data.url])).toEqual([
      ['Preshift', '/my-updates'],
      ['Phish', '/my-updates'],
    ]);
  });

  it('a tap focuses the open app and takes it to the update', async () => {
    const sw = startWorker();
    sw.addWindow('https://elsewhere.test/');
    const app = sw.addWindow(`${ORIGIN}/my-updates?tab=menu`);
    const close = vi.fn();
    await sw.dispatch('notificationclick', {
      notification: { close, data: { url: '/my-updates?update=n-1' } },
    });
    expect(close).toHaveBeenCalled();
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith('/my-updates?update=n-1');
    expect(sw.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a tap with no app window open opens one at the update', async () => {
    const sw = startWorker();
    await sw.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/my-updates?update=n-2' } },
    });
    expect(sw.self.clients.openWindow).toHaveBeenCalledWith('/my-updates?update=n-2');
  });

  it('opens a window when the open one cannot be navigated (not controlled by this worker)', async () => {
    const sw = startWorker();
    sw.addWindow(
      `${ORIGIN}/auth`,
      vi.fn(async () => {
        throw new TypeError('not controlled');
      }),
    );
    await sw.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/my-updates?update=n-3' } },
    });
    expect(sw.self.clients.openWindow).toHaveBeenCalledWith('/my-updates?update=n-3');
  });
});
