import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { addStaff, itemCard, onboardManager, uploadAndSave } from './menu-helpers';

const MENU = `MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus
Steak Frites ........ $32
Hanger steak, herb butter, fries`;

test.describe('dashboard and notifying staff', () => {
  test('dashboard counts and limits match the seeded data', async ({
    page,
    externalRequests: _,
  }) => {
    await onboardManager(page, 'Count House');
    await expect(page.getByTestId('active-staff-tile')).toContainText('8');
    await expect(page.getByText('Currently working')).toBeVisible();
    await expect(page.getByText('Servers: 5')).toBeVisible();
    await expect(page.getByText('Bartenders: 3')).toBeVisible();
    await expect(page.getByTestId('dashboard-staff-list').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'View all 8 staff members' })).toBeVisible();
    const recent = page.getByTestId('recent-notifications').getByRole('listitem');
    await expect(recent).toHaveCount(3);
    await expect(recent.nth(0)).toContainText('2 hrs ago');
    await expect(recent.nth(1)).toContainText('2 days ago');
    await expect(recent.nth(2)).toContainText('7 days ago');
    await expect(page.getByText(/View all \d+ notifications/)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });

  test('a saved menu edit shows up as a change; sending needs staff and lands on the dashboard', async ({
    page,
    externalRequests: _,
  }) => {
    await onboardManager(page, 'Notify Bistro');
    await addStaff(page, 'Rosa Diaz', 'rosa@example.com');
    await uploadAndSave(page, MENU);
    await page.getByRole('button', { name: 'Send to Staff' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Menu Items', 'Quiz', 'Staff', 'Message']);
    await expect(page.getByText('Changes since your last update.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Roast Chicken/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Steak Frites/ })).toBeChecked();

    await page.getByRole('tab', { name: 'Staff' }).click();
    // The one real person can be chosen; the eight samples are listed, marked, never chosen.
    const staffBoxes = page.getByRole('group', { name: 'Staff' }).getByRole('checkbox');
    await expect(staffBoxes).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: /Rosa Diaz/ })).toBeChecked();
    const samples = page.getByRole('list', { name: 'Sample staff' }).getByRole('listitem');
    await expect(samples).toHaveCount(8);
    await expect(samples.first()).toContainText('Sample');
    const list = page.getByTestId('Staff-list');
    expect((await list.boundingBox())!.height).toBeLessThanOrEqual(282);
    await page.getByRole('button', { name: 'Clear' }).click();
    const send = page.getByRole('button', { name: 'Send Menu Update to Staff' });
    await expect(send).toBeDisabled();
    await send.click({ force: true });
    await expect(page.getByText('No staff selected')).toBeVisible();
    await expect(page.getByText('Please select at least one staff member to notify')).toBeVisible();
    await expect(page).toHaveURL(/\/notifications$/);
    await page.getByRole('button', { name: 'Select all' }).click();

    await page.getByRole('tab', { name: 'Message' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('New mains tonight');
    const draft = page.getByRole('link', { name: 'Open e-mail draft' });
    await expect(draft).toHaveAttribute('href', /^mailto:\?bcc=/);
    await send.click();
    await expect(page).toHaveURL(/\/settings$/);
    const first = page.getByTestId('recent-notifications').getByRole('listitem').first();
    await expect(first).toContainText('New mains tonight');
    await expect(first).toContainText('just now');
    await expect(first).toContainText('1 recipients');
    await expect(first).toContainText('2 items');
    await expect(page.getByText('View all 4 notifications')).toBeVisible();

    // Sent changes are cleared: the notify screen now offers the current menu instead.
    await page.goto('/notifications');
    await expect(
      page.getByText(
        'No changes since your last update. Pick the items of your current menu to brief staff on.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Roast Chicken/ })).not.toBeChecked();

    // A price-only edit is sent as a price update with an empty message defaulting.
    await page.goto('/menus');
    await page.getByRole('button', { name: /Food Menu/ }).click();
    await page.getByRole('button', { name: 'Edit Roast Chicken' }).click();
    await page.getByLabel('Price*').fill('$26');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(itemCard(page, 'Roast Chicken')).toContainText('$26');
    await page.getByRole('button', { name: 'Send to Staff' }).click();
    await expect(page.getByRole('checkbox', { name: /Roast Chicken/ })).toBeChecked();
    await expect(page.getByText('Updated')).toBeVisible();
    await page.getByRole('button', { name: 'Send Menu Update to Staff' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const newest = page.getByTestId('recent-notifications').getByRole('listitem').first();
    await expect(newest).toContainText('Menu has been updated');
    await expect(newest).toContainText('Price update');
    await page.reload();
    await expect(page.getByText('View all 5 notifications')).toBeVisible();
  });
});
