import { expect, test, uniqueEmail } from './fixtures';
import { onboardManager } from './menu-helpers';

test('a manager reaches Staff from the navigation', async ({ page, externalRequests: _ }, info) => {
  await onboardManager(page, 'Nav Bistro');
  if (info.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Staff' }).click();
  } else {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Staff' }).first().click();
  }
  await expect(page).toHaveURL(/\/staff$/);
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }),
  ).toBeVisible();
});

test('a staff account sees only what it may open in the footer', async ({
  page,
  externalRequests: _,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(uniqueEmail('server'));
  await page.getByLabel('Password').fill('staff-pass-1');
  await page.getByRole('radio', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/my-updates$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'My Updates' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Upload Menu' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Menus' })).toHaveCount(0);
});
