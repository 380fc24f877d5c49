import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, expectNoA11yViolations, test } from './fixtures';
import { onboardManager } from './menu-helpers';

type Counts = { total: number; active: number; servers: number; bartenders: number };

async function expectCounts(page: Page, counts: Counts) {
  const labels: [string, number][] = [
    ['Total Staff', counts.total],
    ['Active Staff', counts.active],
    ['Servers', counts.servers],
    ['Bartenders', counts.bartenders],
  ];
  for (const [label, n] of labels) {
    await expect(page.getByRole('group', { name: label, exact: true })).toHaveText(
      new RegExp(`^${label}\\s*${n}(?!\\d)`),
    );
  }
}

const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

/** A person's table row on wide screens, their card on phones. */
function entry(page: Page, name: string) {
  return isWide(page)
    ? page.getByRole('row', { name: new RegExp(`^${name} `) })
    : page.getByRole('listitem', { name, exact: true });
}

async function openStaff(page: Page) {
  await onboardManager(page);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Staff Management', level: 1 })).toBeVisible();
}

test.describe('staff management', () => {
  test('add with validation, edit, invite, resend, cancel; counts survive a reload', async ({
    page,
    externalRequests: _,
  }) => {
    await openStaff(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(crumbs).toContainText('Staff Management');
    await expect(
      page.getByRole('link', { name: 'Send Menu Notifications' }).first(),
    ).toHaveAttribute('href', '/notifications');
    const panel = page.getByRole('region', { name: 'Notification Preferences' });
    await expect(panel.getByRole('link', { name: 'Send Menu Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expectCounts(page, { total: 8, active: 8, servers: 5, bartenders: 3 });

    // The directory: a table at 1280 px, cards at 390 px, never wider than the window.
    const table = page.getByRole('table', { name: 'Staff directory' });
    const cards = page.getByRole('list', { name: 'Staff directory' });
    if (isWide(page)) {
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([
        'Name',
        'Role',
        'Email',
        'Joined',
        'Notifications',
        'Status',
        'Action',
      ]);
      await expect(table.getByRole('row')).toHaveCount(9);
      await expect(cards).toHaveCount(0);
    } else {
      await expect(cards.getByRole('listitem')).toHaveCount(8);
      await expect(table).toHaveCount(0);
    }
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page, 'staff');

    // Add: every validation message first, then a valid member.
    await page.getByRole('button', { name: 'Add Staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
    await expect(dialog.getByLabel('Status')).toHaveCount(0);
    await expect(dialog.getByLabel('Notification Preference')).toHaveValue('email');
    await expectNoA11yViolations(page, 'staff');
    await dialog.getByLabel('Notification Preference').selectOption('');
    await dialog.getByLabel('Name').fill('R');
    await dialog.getByLabel('Email').fill('rita');
    await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Role is required',
      'Invalid email address',
      'Please select a notification preference',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('Name').fill('Rita Moreno');
    await dialog.getByLabel('Role').selectOption('Server');
    await dialog.getByLabel('Email').fill('rita@example.com');
    await dialog.getByLabel('Notification Preference').selectOption('app');
    await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
    await expect(page.getByText('Staff Added', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(entry(page, 'Rita Moreno')).toContainText('Active');
    await expect(entry(page, 'Rita Moreno')).toContainText('rita@example.com');
    await expectCounts(page, { total: 9, active: 9, servers: 6, bartenders: 3 });
    const joined = (await entry(page, 'Rita Moreno').innerText()).match(
      /[A-Z][a-z]{2} \d{1,2}, \d{4}/,
    )?.[0];
    expect(joined, 'a short month-day-year join date').toBeTruthy();

    // Edit: status choices appear; the join date is kept.
    await page.getByRole('button', { name: 'Edit Rita Moreno' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Staff Member' });
    await expect(edit.getByLabel('Name')).toHaveValue('Rita Moreno');
    await expect(edit.getByLabel('Status').getByRole('option')).toHaveText(['Active', 'Inactive']);
    await edit.getByLabel('Role').selectOption('Bartender');
    await edit.getByLabel('Status').selectOption('inactive');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Staff Updated', { exact: true })).toBeVisible();
    await expect(entry(page, 'Rita Moreno')).toContainText('Inactive');
    await expect(entry(page, 'Rita Moreno')).toContainText('Bartender');
    await expect(entry(page, 'Rita Moreno')).toContainText(joined!);
    await expectCounts(page, { total: 8, active: 8, servers: 5, bartenders: 3 });

    // Invite: an address without @ is refused, a valid one becomes an invited entry.
    const invite = page.getByLabel('Invite by email');
    await invite.fill('not-an-address');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible();
    await expectCounts(page, { total: 8, active: 8, servers: 5, bartenders: 3 });

    await invite.fill('sam.lee@example.com');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Invitation Sent', { exact: true })).toBeVisible();
    await expect(invite).toHaveValue('');
    const sam = entry(page, 'sam.lee');
    await expect(sam).toContainText('Invited');
    await expect(sam).toContainText('Staff');
    await expect(sam).toContainText('N/A');
    await expect(sam.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expectCounts(page, { total: 9, active: 8, servers: 5, bartenders: 3 });

    await page.getByRole('button', { name: 'Resend invitation to sam.lee@example.com' }).click();
    await expect(page.getByText('Invitation Resent', { exact: true })).toBeVisible();

    await invite.fill('kim@example.com');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(entry(page, 'kim')).toContainText('Invited');
    await page.getByRole('button', { name: 'Cancel invitation for sam.lee@example.com' }).click();
    await expect(page.getByText('Invitation Cancelled', { exact: true })).toBeVisible();
    await expect(entry(page, 'sam.lee')).toHaveCount(0);
    await expectCounts(page, { total: 9, active: 8, servers: 5, bartenders: 3 });
    await expectNoHorizontalScroll(page);

    await page.reload();
    await expectCounts(page, { total: 9, active: 8, servers: 5, bartenders: 3 });
    await expect(entry(page, 'Rita Moreno')).toContainText('Inactive');
    await expect(entry(page, 'kim')).toContainText('Invited');
    await expect(entry(page, 'sam.lee')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });

  test('corrupt saved staff data shows the default team with a notice and keeps a backup', async ({
    page,
    externalRequests: _,
  }) => {
    await openStaff(page);
    await expectCounts(page, { total: 8, active: 8, servers: 5, bartenders: 3 });
    const key = await page.evaluate(() => {
      const k = Object.keys(localStorage).find((name) => name.startsWith('staffMembers:'))!;
      localStorage.setItem(k, '[{"id": "broken"');
      return k;
    });
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: 'could not be read' });
    await expect(notice).toContainText(
      'Your saved staff list could not be read; showing the default team. A backup of the original data was kept.',
    );
    await expectCounts(page, { total: 8, active: 8, servers: 5, bartenders: 3 });
    // Nothing is overwritten until the user acts.
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('[{"id": "broken"');

    await page.getByLabel('Invite by email').fill('new@example.com');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(entry(page, 'new')).toContainText('Invited');
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(`${k}.corrupt-backup`), key)).toBe(
      '[{"id": "broken"',
    );
  });
});
