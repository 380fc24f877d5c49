import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page, type Request } from '@playwright/test';

/** Hosts a page may reach: our own server, plus whatever a test declares (e.g. the AI stub). */
const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

type Fixtures = { externalRequests: string[] };

export const test = base.extend<Fixtures>({
  externalRequests: async ({ context }, use) => {
    const seen: string[] = [];
    // Watched, not routed: any route makes Chromium hand every request to this process and turns
    // its HTTP cache off (Playwright intercepts "*"), which cost a busy machine a sixth of each
    // test. The browser refuses every host name but this machine's on its own
    // (--host-resolver-rules in playwright.config.ts), so nothing leaves; each attempt is named
    // here, from every page and service worker of the context.
    const record = (request: Request) => {
      const url = request.url();
      if (!LOCAL.test(url) && !url.startsWith('data:') && !url.startsWith('blob:')) seen.push(url);
    };
    context.on('request', record);
    await use(seen);
    context.off('request', record);
    expect(seen, 'requests that left 127.0.0.1').toEqual([]);
  },
});

export { expect };

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  // A phone browser zooms out to fit a page wider than the screen, which hides the overflow from
  // the check above: the layout viewport itself must stay the screen's width.
  const width = page.viewportSize()?.width;
  if (width) expect(await page.evaluate(() => window.innerWidth), 'layout viewport').toBe(width);
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe finds nothing at all, of any impact. The pointer is parked so no hover styles count.
 *
 * axe runs in the page itself. @axe-core/playwright opens a fresh tab for every check to assemble
 * its report, which took 1.2 s of each 1.5 s check on two cores; the app has no frames to merge.
 */
export async function expectNoA11yViolations(page: Page, where: string) {
  await page.mouse.move(0, 0);
  // A fading toast or opening dialog is checked once it has settled, not halfway through.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  expect(await page.locator('iframe').count(), 'frames axe would not look into').toBe(0);
  // Injected once per document: a navigation starts a new one without it.
  await page.evaluate(`(() => { if (window.axe) return; ${AXE_SOURCE}\n })()`);
  const violations = await page.evaluate(async () => {
    type Axe = {
      run(
        context: Document,
        options: { resultTypes: string[] },
      ): Promise<{
        violations: { id: string; impact?: string; nodes: { target: string[] }[] }[];
      }>;
    };
    const results = await (window as unknown as { axe: Axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations, `axe violations on ${where}`).toEqual([]);
}

/**
 * Every visible control a finger can hit, with its box when it is under 44 x 44 px. A checkbox or
 * radio is hit through its label; a link inside a sentence is exempt (WCAG 2.5.5's inline case);
 * visually hidden controls and covered ones are not there to hit (the skip link shows only when
 * focused: the audit measures it focused).
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=tab]',
      '[role=link]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=menuitem]',
      '[role=switch]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[hidden],[aria-hidden=true]')) continue;
      const input = el instanceof HTMLInputElement ? el : null;
      const target =
        input && (input.type === 'checkbox' || input.type === 'radio')
          ? (el.closest('label') ?? input.labels?.[0] ?? el)
          : el;
      const box = target.getBoundingClientRect();
      const clipped = style.clip === 'rect(0px, 0px, 0px, 0px)';
      if (clipped || box.width <= 1 || box.height <= 1) continue;
      // A control covered by another (a toast stacked behind the newest one) cannot be hit.
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) {
        const top = document.elementFromPoint(x, y);
        if (top && !target.contains(top) && !top.contains(target)) continue;
      }
      const parentText = el.parentElement?.textContent?.trim() ?? '';
      const inline =
        el.tagName === 'A' &&
        style.display === 'inline' &&
        parentText.length > (el.textContent?.trim().length ?? 0);
      if (inline) continue;
      if (box.width >= 43.5 && box.height >= 43.5) continue;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      small.push(
        `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return small;
  });
}

/**
 * Controls that stick out past the screen's edge. A fixed bar never makes the page scroll, so the
 * horizontal-scroll check cannot see its last button cut off; rows that scroll on purpose (the
 * category chips) are skipped.
 */
export async function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input'))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const hidden = style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      if (box.width <= 1 || hidden) continue;
      let scroller = false;
      for (let p = el.parentElement; p && !scroller; p = p.parentElement)
        scroller = ['auto', 'scroll'].includes(getComputedStyle(p).overflowX);
      if (scroller) continue;
      if (box.left < -0.5 || box.right > innerWidth + 0.5)
        out.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`);
    }
    return out;
  });
}

let counter = 0;
export function uniqueEmail(prefix = 'manager') {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Signs up a manager through /auth and waits for the dashboard. */
export async function signUpManager(
  page: Page,
  opts: { email?: string; password?: string; fullName?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct-horse-1';
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  if (opts.fullName) await page.getByLabel('Full Name').fill(opts.fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  return { email, password };
}
