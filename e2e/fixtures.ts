import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Hosts a page may reach: our own server, plus whatever a test declares (e.g. the AI stub). */
const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

type Fixtures = { externalRequests: string[] };

export const test = base.extend<Fixtures>({
  externalRequests: async ({ page }, use) => {
    const seen: string[] = [];
    // Abort and record anything that would leave this machine: the app must work offline.
    await page.route(
      (url) =>
        !LOCAL.test(url.href) && !url.href.startsWith('data:') && !url.href.startsWith('blob:'),
      async (route) => {
        seen.push(route.request().url());
        await route.abort('blockedbyclient');
      },
    );
    await use(seen);
    expect(seen, 'requests that left 127.0.0.1').toEqual([]);
  },
});

export { expect };

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
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
