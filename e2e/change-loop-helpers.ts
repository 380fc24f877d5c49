// The change loop seen from several devices (change-loop.spec.ts, team-languages.spec.ts): the
// manager's desktop sends a first update and then a changed menu, staff read it on their phones.
import { devices, type Browser, type Page } from '@playwright/test';
import { expect } from './fixtures';
import { itemCard, sendUpdateTo, uploadAndSave } from './menu-helpers';

export const LOOP_MENU = `STARTERS
Burrata ........ $16
Heirloom tomatoes, basil
Cod Croquettes ........ $12
Salt cod, aioli
MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus`;

/** The sign-in: each device keeps its own, so a hand-over never carries it. */
export const SESSION_KEY = 'preshift.session';

/**
 * Local mode keeps the 'server' in the browser's storage. Two people on two devices are two
 * browser contexts, so the test carries the stored data from one to the other whenever the other
 * person looks; never the keys in `deviceOnly`, which each device keeps for itself.
 */
export async function handOver(
  from: Page,
  to: Page,
  deviceOnly: readonly string[] = [SESSION_KEY],
) {
  const data = await from.evaluate(
    (skip) =>
      Object.fromEntries(
        Object.keys(localStorage)
          .filter((k) => !skip.includes(k))
          .map((k) => [k, localStorage.getItem(k)!]),
      ),
    deviceOnly,
  );
  await to.evaluate(
    ({ data, skip }) => {
      for (const k of Object.keys(localStorage)) if (!skip.includes(k)) localStorage.removeItem(k);
      for (const [k, v] of Object.entries(data)) localStorage.setItem(k, v);
    },
    { data, skip: deviceOnly },
  );
  await to.reload();
}

/**
 * A staff member's phone, a context of its own, open on the app. `clock`: the test moves the
 * phone's time, so the fake clock is installed before the app's first page loads.
 */
export async function staffPhone(browser: Browser, { clock = false } = {}) {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const phone = await context.newPage();
  if (clock) await phone.clock.install();
  await phone.goto('/');
  return phone;
}

/** Saves LOOP_MENU and sends 'The menu' to `person`: the update later changes are measured from. */
export async function sendFirstMenu(page: Page, person: string): Promise<string> {
  const menuUrl = await uploadAndSave(page, LOOP_MENU);
  await sendUpdateTo(page, person, 'The menu');
  return menuUrl;
}

/**
 * In the editor of the saved menu: Burrata from $16 to $18, and a new dish that contains
 * `allergen` (confirmed). Not saved yet: the caller may change more first.
 */
export async function raiseBurrataAndAdd(
  page: Page,
  menuUrl: string,
  dish: { name: string; price: string; description?: string; allergen: string },
) {
  await page.goto(menuUrl);
  await page.getByRole('button', { name: 'Edit Burrata' }).click();
  await page.getByLabel('Price*').fill('$18');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('button', { name: 'Add menu item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Menu Item' });
  await add.getByLabel('Item Name*').fill(dish.name);
  await add.getByLabel('Price*').fill(dish.price);
  if (dish.description) await add.getByLabel('Description').fill(dish.description);
  await add.getByText('Allergens (0 confirmed)').click();
  await add.getByLabel(dish.allergen, { exact: true }).selectOption('contains');
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(itemCard(page, dish.name)).toBeVisible();
}
