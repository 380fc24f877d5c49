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

/** The right option for each question this change set can produce, from its prompt. */
export function rightAnswer(prompt: string): string | RegExp {
  if (/cost now/i.test(prompt)) return '$18';
  if (/removed/i.test(prompt)) return 'Cod Croquettes';
  if (/price changed/i.test(prompt)) return 'Burrata';
  if (/^Does the Halibut contain fish/i.test(prompt)) return /^Yes/;
  if (/new/i.test(prompt)) return 'Halibut';
  throw new Error(`no answer known for "${prompt}"`);
}

/** Answers every question; `wrongFirst` picks a wrong option for question 1. */
export async function takeQuiz(page: Page, wrongFirst: boolean) {
  const quiz = page.getByRole('region', { name: 'Quiz' });
  for (let n = 1; ; n++) {
    const group = quiz.getByRole('group');
    const right = rightAnswer((await group.locator('legend').innerText()).trim());
    const radios = group.getByRole('radio');
    const labels = await radios.evaluateAll((els) =>
      els.map((e) => (e as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
    );
    const isRight = (l: string) => (typeof right === 'string' ? l === right : right.test(l));
    const pick =
      wrongFirst && n === 1 ? labels.findIndex((l) => !isRight(l)) : labels.findIndex(isRight);
    expect(pick, `an option to pick among ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
    await radios.nth(pick).check();
    const submit = quiz.getByRole('button', { name: 'Submit answers' });
    if (await submit.isVisible()) {
      await submit.click();
      return;
    }
    await quiz.getByRole('button', { name: 'Next' }).click();
  }
}
