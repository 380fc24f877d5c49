// Every route of src/app/router.tsx, full page, on a desktop (1280 px) and a phone (390 px),
// compared with baselines made from another build (issue 47, ADR 0064). Not part of `npm test`:
// run it with `npm run screenshots` (playwright.visual.config.ts).
//
// What makes two runs of two builds comparable: the same names and e-mails every run, a clock
// fixed at one instant (dates, "2 minutes ago"), UTC and en-US, reduced motion, no caret, toasts
// hidden while the shot is taken, and each shot taken once the page has stopped changing.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  addStaff,
  answerInvitation,
  saveOneTrainingModule,
  logOut,
  onboardThroughUi,
  saveMenu,
  sendUpdateTo,
  signUpStaff,
  uploadPasted,
} from '../menu-helpers';

const NOW = new Date('2026-12-07T11:30:00Z');

const MENU = `STARTERS
Burrata ........ $16
Heirloom tomatoes, basil oil
Cod Croquettes ........ $12
Salt cod, aioli

MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus
Steak Frites ........ $32
Hanger steak, fries, béarnaise

DESSERTS
Olive Oil Cake ........ $10`;

const RESTAURANT = 'Visual Bistro';
const MANAGER = { email: 'visual-chef@example.com', password: 's3cret-pass' };
const STAFF = { name: 'Sam Rivera', email: 'visual-sam@example.com' };

const phone = (info: TestInfo) => info.project.name === 'mobile';

test.beforeEach(async ({ page }) => {
  // Date.now() and new Date() say NOW all test long; timers still run.
  await page.clock.setFixedTime(NOW);
});

/** The page has settled: fonts loaded, no request in flight, pointer parked off every control. */
async function settle(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** A full-page shot of what is open now, named `<name>.png` in the project's baseline folder. */
async function shot(page: Page, name: string, opts: { mask?: Locator[] } = {}) {
  await settle(page);
  await expect.soft(page, name).toHaveScreenshot(`${name}.png`, { fullPage: true, ...opts });
}

/** Goes to `path`, waits for its heading, and takes its shot. */
async function route(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await shot(page, name);
}

/** Opens a dialog, shoots the page with it open, and closes it with Escape. */
async function dialog(page: Page, open: () => Promise<void>, name: string, file: string) {
  await open();
  const box = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await expect(box).toBeVisible();
  await shot(page, file);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
}

test('public routes', async ({ page, externalRequests: _ }) => {
  await route(page, '/', 'public-landing');
  await route(page, '/auth', 'public-auth-sign-in');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await shot(page, 'public-auth-sign-up');
  await route(page, '/onboarding', 'public-onboarding');
  await route(page, '/does-not-exist', 'public-not-found');
});

test('manager routes, then the staff route, with a seeded restaurant', async ({
  page,
  externalRequests: _,
}, info) => {
  // Seeding through the forms, then about 30 shots.
  test.setTimeout(600_000);

  // --- The restaurant, its menu, staff, an update, a special and training, through the UI.
  await onboardThroughUi(page, RESTAURANT, MANAGER);
  await addStaff(page, STAFF.name, STAFF.email);
  await addStaff(page, 'Kim Lee', 'visual-kim@example.com');
  await uploadPasted(page, MENU);
  // The import review of the upload draft (/menu-editor without ?menu).
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await shot(page, 'manager-menu-editor-draft');
  await saveMenu(page);
  await expect(page).toHaveURL(/\/menu-editor\?menu=[^&]+$/);
  const editorUrl = new URL(page.url());
  const menuId = editorUrl.searchParams.get('menu')!;
  const editor = `${editorUrl.pathname}${editorUrl.search}`;

  // A second version, so the history has a change to show.
  await page.reload();
  await page.getByRole('button', { name: 'Edit Burrata' }).click();
  await page.getByLabel('Price*').fill('$18');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await saveMenu(page);

  await page.getByRole('button', { name: 'Send to Staff' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await shot(page, 'manager-notifications');
  await sendUpdateTo(page, [STAFF.name, 'Kim Lee'], 'Two new mains tonight');

  await page.goto('/specials');
  await page.getByRole('button', { name: 'Add Special' }).click();
  const addSpecial = page.getByRole('dialog', { name: 'Add New Special' });
  await addSpecial.getByLabel('Item Name*').fill('Pumpkin Soup');
  await addSpecial.getByRole('button', { name: 'Save Special' }).click();
  await expect(addSpecial).toBeHidden();

  await page.goto('/training');
  await saveOneTrainingModule(page);

  // --- Every manager route.
  await route(page, '/settings', 'manager-dashboard');
  await route(page, '/menus', 'manager-menus');
  await route(page, `/menus/${encodeURIComponent(menuId)}/history`, 'manager-menu-history');
  await route(page, '/upload', 'manager-upload');
  await route(page, editor, 'manager-menu-editor');
  await route(page, '/notifications', 'manager-notifications-again');
  await route(page, '/specials', 'manager-specials');
  await route(page, '/restaurant-details', 'manager-restaurant-details');
  await route(page, '/staff', 'manager-staff');
  await route(page, '/training', 'manager-training');
  await route(page, '/allergens', 'manager-allergens');
  await route(page, '/training-record', 'manager-training-record');
  await route(page, '/training-record/print', 'manager-training-record-print');

  // --- The main dialogs and menus.
  await page.goto(editor);
  await dialog(
    page,
    () => page.getByRole('button', { name: 'Edit Burrata' }).click(),
    'Edit Menu Item',
    'dialog-edit-menu-item',
  );
  await page.goto('/staff');
  await dialog(
    page,
    () => page.getByRole('button', { name: 'Add Staff' }).click(),
    'Add Staff Member',
    'dialog-add-staff',
  );
  await page.goto('/specials');
  await dialog(
    page,
    () => page.getByRole('button', { name: 'Add Special' }).click(),
    'Add New Special',
    'dialog-add-special',
  );
  await page.goto('/settings');
  await dialog(
    page,
    () => page.getByRole('button', { name: 'Details' }).first().click(),
    'Two new mains tonight',
    'dialog-update-details',
  );
  // From the top of the page: a drawer or menu is drawn where the page is scrolled to, and focus
  // returning from the dialog above may have scrolled it.
  await page.evaluate(() => window.scrollTo(0, 0));
  if (phone(info)) {
    await dialog(
      page,
      () => page.getByRole('button', { name: 'Open menu' }).click(),
      'Menu',
      'menu-drawer',
    );
  } else {
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('link', { name: 'Staff' }).first()).toBeVisible();
    await shot(page, 'menu-more');
    await page.keyboard.press('Escape');
  }

  // --- The staff member's one route, each tab.
  await logOut(page, phone(info));
  await signUpStaff(page, STAFF.email, STAFF.name);
  await expect(page.getByRole('region', { name: `Join ${RESTAURANT}?` })).toBeVisible();
  await shot(page, 'staff-invitation');
  await answerInvitation(page, RESTAURANT, 'Accept');
  for (const tab of ['Updates', 'Specials', 'Menu', 'Training', 'Guest lookup']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await shot(page, `staff-my-updates-${tab.toLowerCase().replace(' ', '-')}`);
  }
});
