import { expect, signUpManager, test } from './fixtures';

test.describe('restaurant details', () => {
  test('create with validation, view, edit; a second account sees none of it', async ({
    page,
    externalRequests: _,
  }) => {
    const first = await signUpManager(page);
    await expect(page.getByTestId('restaurant-name')).toHaveText('Your Restaurant');
    await page.getByRole('link', { name: 'Edit Restaurant' }).click();
    await expect(page).toHaveURL(/\/restaurant-details$/);
    await expect(page.getByText('You can edit your restaurant details here')).toBeVisible();
    await expect(page.getByText('Enter your restaurant information to get started.')).toBeVisible();

    const name = page.getByLabel('Restaurant Name');
    const address = page.getByLabel('Address');
    await name.fill('A');
    await expect(page.getByText('Restaurant name must be at least 2 characters')).toBeVisible();
    await name.fill('');
    await expect(page.getByText('Restaurant name is required')).toBeVisible();
    await address.fill('12');
    await expect(page.getByText('Address must be at least 5 characters')).toBeVisible();
    await address.fill('');
    await expect(page.getByText('Address is required')).toBeVisible();
    await page.getByLabel('Website').fill('not a url');
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();

    await name.fill('The Copper Pot');
    await address.fill('14 Market Street, Portland');
    await page.getByLabel('Phone Number').fill('555-0100');
    await page.getByLabel('Website').fill('https://copperpot.example');
    await page.getByRole('button', { name: 'Save Restaurant' }).click();
    await expect(page.getByText('Restaurant created')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Copper Pot' })).toBeVisible();
    const site = page.getByRole('link', { name: 'https://copperpot.example' });
    await expect(site).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByText('Edit your restaurant information below.')).toBeVisible();
    await name.fill('The Copper Pot & Bar');
    await page.getByRole('button', { name: 'Save Restaurant' }).click();
    await expect(page.getByText('Restaurant updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The Copper Pot & Bar' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByTestId('restaurant-name')).toHaveText('The Copper Pot & Bar');

    // A second account in the same browser starts empty.
    await page.evaluate(() => localStorage.removeItem('preshift.session'));
    await signUpManager(page);
    await expect(page.getByTestId('restaurant-name')).toHaveText('Your Restaurant');
    await page.goto('/restaurant-details');
    await expect(page.getByText('Enter your restaurant information to get started.')).toBeVisible();
    await expect(page.getByText('The Copper Pot')).toHaveCount(0);
    expect(first.email).not.toBe('');
  });
});
