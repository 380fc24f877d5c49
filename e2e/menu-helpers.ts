import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'menus');
export const expected = JSON.parse(
  readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8'),
) as Record<string, { name: string; price: string }[]>;

type Account = { email: string; password: string };

/** A manager with a restaurant, through the onboarding form. Returns the account. */
export async function onboardThroughUi(
  page: Page,
  restaurant = 'Test Kitchen',
  account: Account = { email: uniqueEmail('chef'), password: 's3cret-pass' },
) {
  await page.goto('/onboarding');
  await page.getByLabel('Restaurant Name').fill(restaurant);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  return account;
}

// What onboarding leaves in local mode's storage, made once per worker through the form with
// these stand-ins; later tests get a copy with their own names. A test paid ~5 s on two busy
// cores to onboard through the form; a copy costs one page load (issue 42). Onboarding itself is
// tested through the form (auth, public and audit specs, and the first use in each worker).
const STAND_IN = { restaurant: 'Stand-in Kitchen qz', email: 'stand-in-qz@example.com' };
const PASSWORD = 's3cret-pass';
let onboarded: Record<string, string> | null = null;

const jsonText = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * A manager with a restaurant, as onboarding makes them, signed in on /settings. A fresh page gets
 * a copy of a worker-wide onboarding; a page that already holds an account, or another password,
 * goes through the form. Returns the account, to sign in again.
 */
export async function onboardManager(
  page: Page,
  restaurant = 'Test Kitchen',
  account: Account = { email: uniqueEmail('chef'), password: PASSWORD },
) {
  if (account.password !== PASSWORD) return onboardThroughUi(page, restaurant, account);
  const first = !onboarded;
  if (!onboarded) {
    await onboardThroughUi(page, STAND_IN.restaurant, { ...STAND_IN, password: PASSWORD });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    onboarded = await page.evaluate(() => ({ ...localStorage }));
  }
  // A static file of our origin: storage is reachable without the app running and writing to it.
  await page.goto('/favicon.svg');
  if (first) await page.evaluate(() => localStorage.clear());
  else if (await page.evaluate(() => localStorage.length > 0))
    return onboardThroughUi(page, restaurant, account);
  const copy = Object.fromEntries(
    Object.entries(onboarded).map(([key, value]) => [
      key,
      value
        .replaceAll(jsonText(STAND_IN.restaurant), jsonText(restaurant))
        .replaceAll(STAND_IN.email, account.email.trim().toLowerCase()),
    ]),
  );
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, copy);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return account;
}

/** Editor card for an item, by its accessible name. */
export function itemCard(page: Page, name: string) {
  return page.getByRole('listitem', { name, exact: true });
}

export async function expectItems(
  page: Page,
  items: { name: string; price: string }[],
  minShare = 1,
) {
  let found = 0;
  // Polled: the editor may still be painting its cards when the address has changed.
  await expect
    .poll(
      async () => {
        found = 0;
        for (const item of items) {
          const card = itemCard(page, item.name);
          if (
            (await card.count()) === 1 &&
            // textContent: innerText is empty for cards off screen, whose layout the editor skips.
            ((await card.getByTestId('item-price').textContent()) ?? '').includes(item.price)
          )
            found++;
        }
        return found / items.length;
      },
      { message: `share of expected items with the right price (${found}/${items.length})` },
    )
    .toBeGreaterThanOrEqual(minShare);
}

/** Pastes menu text on /upload, parses it and waits for the editor on the upload draft. */
export async function uploadPasted(page: Page, text: string) {
  await page.goto('/upload');
  await page.getByLabel('Or paste your menu text').fill(text);
  await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
  await expect(page).toHaveURL(/\/menu-editor$/);
}

/**
 * Save in the editor. An import with items the parser was unsure of asks first; these tests are
 * not about the review, so they save anyway.
 */
export async function saveMenu(page: Page) {
  const saved = page.getByText('Menu saved');
  // An earlier save's toast may still be up (sonner holds a toast while the pointer rests on it,
  // as a tap on a phone leaves it): close it, so the toast waited for below is this save's.
  // Stacked toasts hide their close buttons, so only what can be clicked at once is; the rest time
  // out once the pointer has left them.
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all())
    await close.click({ timeout: 1_000 }).catch(() => undefined);
  await page.mouse.move(0, 0);
  await expect(saved).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: /still to check/ });
  await expect(ask.or(saved).first()).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Save anyway' }).click();
  await expect(saved).toBeVisible();
}

/** The same, then Save: the menu gets its own address. Returns that address. */
export async function uploadAndSave(page: Page, text: string): Promise<string> {
  await uploadPasted(page, text);
  await saveMenu(page);
  await expect(page).toHaveURL(/\/menu-editor\?menu=[^&]+$/);
  return page.url();
}

/** Logs out through the drawer on a phone, the header button on a desktop. */
export async function logOut(page: Page, mobile: boolean) {
  if (mobile) {
    const drawer = page.getByRole('button', { name: 'Open menu' });
    if (await drawer.isVisible()) {
      await drawer.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/auth$/);
      return;
    }
  }
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** Adds a staff member through the Staff page's dialog. */
export async function addStaff(page: Page, name: string, email: string) {
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Add Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Role').selectOption('Server');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs up a staff account on /auth (signed out) and lands on their page. */
export async function signUpStaff(page: Page, email: string, fullName?: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  if (fullName) await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('staff-pass-1');
  await page.getByRole('radio', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/my-updates$/);
}

/** Answers 'Join {restaurant}?' on the staff page. */
export async function answerInvitation(
  page: Page,
  restaurant: string,
  answer: 'Accept' | 'Decline',
) {
  const invitation = page.getByRole('region', { name: `Join ${restaurant}?` });
  await invitation.getByRole('button', { name: answer }).click();
  await expect(invitation).toBeHidden();
}

/**
 * Sends an update to one person (or each named) from the notify screen: the one already open, else
 * /notifications.
 */
export async function sendUpdateTo(page: Page, person: string | string[], message: string) {
  if (!/\/notifications$/.test(page.url())) await page.goto('/notifications');
  await page.getByRole('tab', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  for (const p of [person].flat())
    await page.getByRole('checkbox', { name: new RegExp(p) }).check();
  await page.getByRole('tab', { name: 'Message' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send Menu Update to Staff' }).click();
  await expect(page).toHaveURL(/\/settings$/);
}

/** Opens the AI assistant and fills the key and endpoint (the dialog stays open for more). */
export async function fillAiConnection(page: Page, baseURL: string) {
  await page.getByRole('button', { name: 'AI assistant' }).click();
  await page.getByLabel('API key').fill('sk-test-123');
  await page.getByLabel('Base URL').fill(baseURL);
}

/** A JPEG data URL's bytes and size (from its start-of-frame marker), as a model receives it. */
export function jpegFromDataUrl(url: string) {
  expect(url).toMatch(/^data:image\/jpeg;base64,/);
  const jpeg = Buffer.from(url.split(',')[1]!, 'base64');
  expect([...jpeg.subarray(0, 2)], 'JPEG start marker').toEqual([0xff, 0xd8]);
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  return { width: jpeg.readUInt16BE(sof + 7), height: jpeg.readUInt16BE(sof + 5) };
}

/**
 * Generates training on /training and waits until the page has moved focus to the new modules
 * (on a phone that scrolls the results into view): a click sent before that lands where the
 * button was, not where it is.
 */
export async function generateTraining(page: Page) {
  await page.getByRole('button', { name: 'Generate Training' }).click();
  await expect(page.getByRole('heading', { name: 'New modules' })).toBeFocused();
}

/** Generates training on /training and saves the first new module: the restaurant's only one. */
export async function saveOneTrainingModule(page: Page) {
  await generateTraining(page);
  await page
    .getByRole('list', { name: 'New modules' })
    .getByRole('button', { name: /^Save / })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Saved modules' }).getByRole('listitem')).toHaveCount(
    1,
  );
}
