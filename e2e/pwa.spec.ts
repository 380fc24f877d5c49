// The installable app (issue 19): manifest, service worker, precache list, the shell offline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signUpManager, test, uniqueEmail } from './fixtures';
import { signUpStaff } from './menu-helpers';
import { serveWithSwappableWorker } from './static-server';

// The installed app is the service worker: it stores the build and serves it offline.
test.use({ serviceWorkers: 'allow' });

const DIST = path.join(import.meta.dirname, '..', 'dist');
type PrecacheManifest = { cacheName: string; entries: { url: string; bytes: number }[] };
type ViteManifest = Record<string, { file: string }>;

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(DIST, file), 'utf8')) as T;

/** The service worker has installed its list, activated, and now serves this page. */
async function expectControlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 })
    .toBe(true);
}

test.describe('installable app', () => {
  test('a staff visit installs the service worker, and Chromium finds the app installable', async ({
    playwright,
    launchOptions,
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  }, info) => {
    // A persistent profile: Chromium never offers to install from an incognito-like context,
    // which is what every ordinary Playwright context is ('in-incognito').
    const context = await playwright.chromium.launchPersistentContext(info.outputPath('profile'), {
      ...launchOptions,
      ...{ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signUpStaff(page, uniqueEmail('staff'));
      await expectControlled(page);

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors, manifest } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(manifest?.name).toBe('Preshift');
      expect(manifest?.startUrl).toBe(`${baseURL}/start`);
      expect(manifest?.icons?.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);

      // The cache named in the precache manifest holds every file the list names.
      const { cacheName, entries } = readJson<PrecacheManifest>('precache-manifest.json');
      const cached = await page.evaluate(async (name) => {
        const cache = await caches.open(name);
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      }, cacheName);
      expect(cached.sort()).toEqual(entries.map((e) => e.url).sort());
    } finally {
      await context.close();
    }
  });

  test('the start address opens the home of whoever is signed in', async ({
    page,
    browser,
  }, info) => {
    test.skip(
      info.project.name !== 'desktop',
      'a redirect by who is signed in, the same on any screen: checking it once is enough',
    );
    await page.goto('/start');
    await expect(page).toHaveURL(/\/auth$/);
    await signUpStaff(page, uniqueEmail('staff'));
    await page.goto('/start');
    await expect(page).toHaveURL(/\/my-updates$/);

    const managerContext = await browser.newContext();
    try {
      const manager = await managerContext.newPage();
      await signUpManager(manager);
      await manager.goto('/start');
      await expect(manager).toHaveURL(/\/settings$/);
    } finally {
      await managerContext.close();
    }
  });

  test('the precache list holds the staff page and none of the manager-only heavy libraries', async ({
    request,
  }, info) => {
    test.skip(
      info.project.name !== 'desktop',
      'a property of the build: checking it once is enough',
    );
    const served = await request.get('/precache-manifest.json');
    const { entries } = (await served.json()) as PrecacheManifest;
    const urls = entries.map((e) => e.url);
    const vite = readJson<ViteManifest>('.vite/manifest.json');

    for (const route of ['src/app/routes/my-updates.tsx', 'src/app/app-shell.tsx'])
      expect(urls, route).toContain(`/${vite[route].file}`);
    expect(urls).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest']));

    // By module: the chunks Vite built from the heavy libraries and the extractors that load them.
    const heavy = Object.entries(vite)
      .filter(([id]) =>
        /node_modules\/(pdfjs-dist|tesseract\.js|mammoth|openai)\/|src\/lib\/extract\/(pdf|image|docx)\.ts$/.test(
          id,
        ),
      )
      .map(([, chunk]) => `/${chunk.file}`);
    expect(heavy.length).toBeGreaterThanOrEqual(5);
    for (const file of heavy) expect(urls).not.toContain(file);
    // By name: no worker, model or wasm core of them either. The name without Vite's content hash:
    // a hash such as 'BWPDF9mI' is no PDF library.
    const names = urls.map((u) => u.replace(/-[\w-]{7,8}(\.[a-z]+)$/, '$1'));
    expect(names.filter((u) => /pdf|tesseract|mammoth|openai|traineddata|\.wasm/i.test(u))).toEqual(
      [],
    );
  });

  test('after one visit online, the app opens with the network off', async ({
    page,
    context,
    externalRequests: _,
  }) => {
    await signUpStaff(page, uniqueEmail('staff'));
    await expectControlled(page);

    // setOffline reaches the service worker's own fetches too (Playwright 1.65 with Chromium), so
    // what follows comes from its cache, not from the preview server.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My updates' })).toBeVisible();
    await page.goto('/start');
    await expect(page).toHaveURL(/\/my-updates$/);
    await expect(page.getByRole('heading', { name: 'My updates' })).toBeVisible();
    // The proof that the network is really off for the worker: a navigation to a file the server
    // has (but the cache does not) gets the stored shell, whose router shows its 404 page.
    await page.goto('/precache-manifest.json');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a new version waits for Reload instead of switching under the user', async ({
    browser,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  }) => {
    const current = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
    const { cacheName } = readJson<PrecacheManifest>('precache-manifest.json');
    const server = await serveWithSwappableWorker(DIST, current);
    const context = await browser.newContext({
      ...{ baseURL: server.url, viewport, isMobile, hasTouch, deviceScaleFactor },
    });
    try {
      const page = await context.newPage();
      await signUpStaff(page, uniqueEmail('staff'));
      await expectControlled(page);
      await expect(page.getByText('New version available')).toBeHidden();

      // Deploy: the next build's worker differs, if only in the name of its cache.
      server.setServiceWorker(current.replace(cacheName, `${cacheName}-next`));
      await page.evaluate(() => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
        return navigator.serviceWorker.getRegistration().then((r) => r?.update());
      });
      await expect(page.getByText('New version available')).toBeVisible();
      // Installed and waiting; the page has not reloaded and the old version still serves it.
      await expect.poll(() => page.evaluate(() => caches.keys())).toContain(`${cacheName}-next`);
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true);
      expect(await page.evaluate(() => caches.keys())).toContain(cacheName);

      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { name: 'My updates' })).toBeVisible();
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      // The new version took over: the old build's cache is gone, and the page reloaded once.
      await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([`${cacheName}-next`]);
      expect(navigations).toBe(1);
      await expect(page.getByText('New version available')).toBeHidden();
    } finally {
      await context.close();
      await server.close();
    }
  });
});
