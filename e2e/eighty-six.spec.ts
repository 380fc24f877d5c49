import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import {
  addStaff,
  answerInvitation,
  itemCard,
  logOut,
  onboardManager,
  saveMenu,
  sendUpdateTo,
  signUpStaff,
  uploadPasted,
} from './menu-helpers';

const MENU = `MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus
Market Fish ........ $29
Line-caught, brown butter
Mushroom Risotto ........ $21
Wild mushrooms, parmesan`;

/** Sets a dish's dietary tags in its dialog (comma separated; empty clears them). */
async function setDietary(page: Page, dish: string, tags: string) {
  await page.getByRole('button', { name: `Edit ${dish}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Dietary tags').fill(tags);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

test('a dish no longer vegan and a dish taken off for the night both reach staff; the second shows struck through', async ({
  page,
  externalRequests: _,
}, info) => {
  test.setTimeout(90_000);
  const mobile = info.project.name === 'mobile';
  const staffEmail = uniqueEmail('sam');
  await onboardManager(page, 'Eighty Six');
  await addStaff(page, 'Sam Rivera', staffEmail);
  await uploadPasted(page, MENU);
  await setDietary(page, 'Mushroom Risotto', 'vegan');
  await saveMenu(page);
  await expect(page).toHaveURL(/\/menu-editor\?menu=[^&]+$/);
  const menuUrl = page.url();
  await sendUpdateTo(page, 'Sam Rivera', 'The menu');

  // The risotto is no longer vegan; on the fish's card one tap takes it off. Save keeps both.
  await page.goto(menuUrl);
  await setDietary(page, 'Mushroom Risotto', '');
  const fish = itemCard(page, 'Market Fish');
  const available = fish.getByRole('switch', { name: 'Available' });
  await expect(available).toHaveAttribute('aria-checked', 'true');
  await available.click();
  await expect(available).toHaveAttribute('aria-checked', 'false');
  await expect(fish.getByText('Not available today')).toBeVisible();
  await expect(
    itemCard(page, 'Roast Chicken').getByRole('switch', { name: 'Available' }),
  ).toHaveAttribute('aria-checked', 'true');
  await saveMenu(page);

  // Offered like any other change, and sent.
  await page.getByRole('button', { name: 'Send to Staff' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const items = page.getByRole('tabpanel', { name: 'Menu Items' });
  await expect(items.getByRole('list', { name: 'Availability' })).toContainText(
    /Market Fish\W+available → not available/,
  );
  await expect(items.getByRole('list', { name: 'Dietary changes' })).toContainText(
    /Mushroom Risotto\W+vegan → no tags/,
  );
  await expect(items).not.toContainText('Roast Chicken');
  await sendUpdateTo(page, 'Sam Rivera', 'No fish tonight');
  await logOut(page, mobile);

  // Staff: the update says so, and the menu shows the dish struck through.
  await signUpStaff(page, staffEmail, 'Sam Rivera');
  await answerInvitation(page, 'Eighty Six', 'Accept');
  const update = page.getByRole('listitem', { name: 'No fish tonight' });
  await update.getByRole('button', { name: 'Open update' }).click();
  const changes = update.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText('Market Fish: no longer available');
  await expect(changes).toContainText('Mushroom Risotto: no longer vegan');
  await page.getByRole('tab', { name: 'Menu' }).click();
  const offTonight = page.getByRole('listitem', { name: 'Market Fish' });
  await expect(offTonight.getByText('Not available today')).toBeVisible();
  await expect(offTonight.getByText('Market Fish', { exact: true })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(
    page.getByRole('listitem', { name: 'Roast Chicken' }).getByText('Not available today'),
  ).toHaveCount(0);
});
