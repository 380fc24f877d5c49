import type { Page } from '@playwright/test';
import { controlsOffScreen, expect, test, uniqueEmail } from './fixtures';
import {
  addStaff,
  answerInvitation,
  saveOneTrainingModule,
  logOut,
  onboardManager,
  sendUpdateTo,
  signUpStaff,
  uploadAndSave,
} from './menu-helpers';

/**
 * The staff page on the phones people carry (360 and 390 px wide) with a real-sized menu: nine
 * sections make a chip row far wider than the screen, and long dish names must wrap. The page
 * itself never scrolls sideways; only the chip row scrolls, inside itself.
 */

const MENU = `STARTERS
Hand-Pulled Burrata with Heirloom Tomatoes and Basil Oil ........ $14
Crispy Calamari ........ 13

SOUPS
Roasted Tomato and Red Pepper Soup with Sourdough Croutons ........ $9

SALADS
Little Gem Caesar ........ $13

PASTA AND RISOTTO
Wild Mushroom Risotto with Aged Parmigiano-Reggiano ........ $21

MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus

FROM THE WOOD-FIRED GRILL
Twenty-Eight-Day Dry-Aged Ribeye with Peppercorn Sauce ........ $42

SIDES
Hand-Cut Fries ........ $7

DESSERTS
Tiramisu ........ $9

COCKTAILS AND AFTER-DINNER DRINKS
Espresso Martini ........ $14`;

const SPECIAL = 'Bouillabaisse Marseillaise with Line-Caught Mediterranean Fish';

const SCREENS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/**
 * How wide the page lays out, against the screen. On a phone a page wider than the screen widens
 * the layout viewport itself (and is zoomed out to fit), so `scrollWidth <= innerWidth` would
 * still hold: both are compared with the width the screen really has. The elements that stick
 * out (outside any box that scrolls on its own) are listed, to say what to fix.
 */
async function overflow(page: Page, screen: number) {
  return page.evaluate((screen) => {
    const scrolls = (el: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > screen + 0.5;
    const culprits: string[] = [];
    // The innermost boxes past the edge; a box that scrolls (or clips) on its own is not entered.
    const walk = (el: Element) => {
      const children = scrolls(el) ? [] : Array.from(el.children);
      children.forEach(walk);
      // A fixed layer (the toasts' list) never widens the page; its contents are still checked.
      const fixed = getComputedStyle(el).position === 'fixed';
      if (sticksOut(el) && !fixed && !children.some(sticksOut))
        culprits.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`);
    };
    Array.from(document.body.children).forEach(walk);
    return {
      width: Math.max(document.documentElement.scrollWidth, window.innerWidth),
      culprits,
    };
  }, screen);
}

async function expectFits(page: Page, where: string) {
  const screen = page.viewportSize()!.width;
  const { width, culprits } = await overflow(page, screen);
  expect(width, `page width on ${where} (${culprits.join(', ')})`).toBeLessThanOrEqual(screen);
  expect(culprits, `what sticks out on ${where}`).toEqual([]);
  expect(await controlsOffScreen(page), `controls cut off on ${where}`).toEqual([]);
}

const tab = (page: Page, name: string) =>
  page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();

test('staff: every tab fits a 360 and a 390 px phone with a nine-section menu', async ({
  page,
  externalRequests: _,
}, info) => {
  test.setTimeout(120_000);
  const staffEmail = uniqueEmail('fit');
  await onboardManager(page, 'The Extraordinarily Long-Named Neighbourhood Bistro & Wine Bar');
  await addStaff(page, 'Maximiliana Featherstonehaugh-Worthington', staffEmail);
  await uploadAndSave(page, MENU);
  // An update whose change list names every new dish, for the Updates tab.
  await page.getByRole('button', { name: 'Send to Staff' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await sendUpdateTo(page, 'Maximiliana', 'Nine sections tonight: read the new grill dishes');
  // A special with a long name and description, for the Specials tab.
  await page.goto('/specials');
  await page.getByRole('button', { name: 'Add Special' }).click();
  const special = page.getByRole('dialog', { name: 'Add New Special' });
  await special.getByLabel('Item Name*').fill(SPECIAL);
  await special.getByLabel('Price').fill('$38');
  await special.getByLabel('Description').fill('Whole fish, fennel, saffron broth and rouille');
  await special.getByRole('button', { name: 'Save Special' }).click();
  await expect(special).toBeHidden();
  // A training module written offline from the saved menu, for the Training tab.
  await page.goto('/training');
  await saveOneTrainingModule(page);
  await logOut(page, info.project.name === 'mobile');

  await signUpStaff(page, staffEmail, 'Maximiliana Featherstonehaugh-Worthington');
  await answerInvitation(
    page,
    'The Extraordinarily Long-Named Neighbourhood Bistro & Wine Bar',
    'Accept',
  );

  for (const size of SCREENS) {
    await page.setViewportSize(size);
    const at = `${size.width} px`;

    await tab(page, 'Updates');
    await expect(page.getByRole('listitem', { name: /^Nine sections tonight/ })).toBeVisible();
    await expectFits(page, `Updates at ${at}`);

    await tab(page, 'Specials');
    await expect(page.getByText(SPECIAL)).toBeVisible();
    await expectFits(page, `Specials at ${at}`);

    await tab(page, 'Menu');
    const chips = page.getByRole('navigation', { name: 'Categories' });
    await expect(chips.getByRole('button')).toHaveCount(9);
    await expectFits(page, `Menu at ${at}`);
    // The chip row scrolls inside itself to its last chip, which then is on the screen.
    const last = chips.getByRole('button', { name: /^Cocktails/ });
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    expect(box.x + box.width, 'last chip reachable on the screen').toBeLessThanOrEqual(size.width);
    await last.click();
    await expect(page.getByRole('listitem', { name: 'Espresso Martini' })).toBeInViewport();
    await expectFits(page, `Menu after a chip jump at ${at}`);

    await tab(page, 'Training');
    await expect(page.getByRole('button', { name: 'Read' })).toBeVisible();
    await expectFits(page, `Training at ${at}`);
    await page.getByRole('button', { name: 'Read' }).click();
    await expect(page.getByRole('button', { name: 'Back to modules' })).toBeVisible();
    await expectFits(page, `a training module at ${at}`);
    await page.getByRole('button', { name: 'Back to modules' }).click();

    await tab(page, 'Guest lookup');
    await page.getByRole('group', { name: 'Guest avoids:' }).getByRole('button').first().click();
    await expect(page.getByRole('heading', { name: /^Not confirmed/ })).toBeVisible();
    await expectFits(page, `Guest lookup at ${at}`);
    await page.getByRole('button', { name: 'Clear' }).click();
  }
});

test('the skip link, when it shows, is a full 44 px touch target', async ({
  page,
  externalRequests: _,
}) => {
  await onboardManager(page, 'Skip Kitchen');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const box = (await skip.boundingBox())!;
  expect(box.height, 'focused skip link height').toBeGreaterThanOrEqual(44);
  expect(box.width, 'focused skip link width').toBeGreaterThanOrEqual(44);
});
