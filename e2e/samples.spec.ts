import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll, test } from './fixtures';
import { addStaff, onboardManager, uploadAndSave } from './menu-helpers';

const MENU = `MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus`;

const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

/** A person's table row on wide screens, their card on phones. */
function entry(page: Page, name: string) {
  return isWide(page)
    ? page.getByRole('row', { name: new RegExp(`^${name} `) })
    : page.getByRole('listitem', { name, exact: true });
}

/** The sample people and updates a new restaurant shows (ADR 0026). */
const SAMPLE_PERSON = 'Maria Garcia';
const SAMPLE_UPDATE = 'Wine list prices updated';

async function removeSamples(page: Page) {
  const notice = page.getByRole('region', { name: 'Sample data' });
  await notice.getByRole('button', { name: 'Remove sample data' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove sample data?' });
  await expect(confirm).toContainText('Your own staff, menus, updates and specials stay');
  await confirm.getByRole('button', { name: 'Remove sample data' }).click();
  await expect(page.getByText('Sample data removed')).toBeVisible();
  await expect(notice).toHaveCount(0);
}

test.describe('sample data is marked, never told, and removable (issue 26)', () => {
  test('a new restaurant marks its samples, and an update with default recipients goes to nobody invented', async ({
    page,
    externalRequests: _,
  }) => {
    await onboardManager(page, 'Sample House');
    // The dashboard says which rows are examples.
    const staffList = page.getByTestId('dashboard-staff-list');
    await expect(staffList.getByRole('listitem').filter({ hasText: SAMPLE_PERSON })).toContainText(
      'Sample',
    );
    const recent = page.getByTestId('recent-notifications').getByRole('listitem');
    await expect(recent.filter({ hasText: SAMPLE_UPDATE })).toContainText('Sample');
    await expect(page.getByRole('region', { name: 'Sample data' })).toBeVisible();
    await expectNoA11yViolations(page, 'dashboard with samples');

    // The staff page marks them too, and offers no edit that could not be kept.
    await addStaff(page, 'Rosa Diaz', 'rosa@example.com');
    await expect(entry(page, SAMPLE_PERSON)).toContainText('Sample');
    await expect(entry(page, SAMPLE_PERSON).getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(entry(page, 'Rosa Diaz')).not.toContainText('Sample');
    await expect(
      entry(page, 'Rosa Diaz').getByRole('button', { name: 'Edit Rosa Diaz' }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The notify screen preselects the one real person; the samples are listed, never chosen.
    await uploadAndSave(page, MENU);
    await page.getByRole('button', { name: 'Send to Staff' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await page.getByRole('tab', { name: 'Staff' }).click();
    const boxes = page.getByRole('group', { name: 'Staff' }).getByRole('checkbox');
    await expect(boxes).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: /Rosa Diaz/ })).toBeChecked();
    await page.getByRole('button', { name: 'Select all' }).click();
    await expect(boxes).toHaveCount(1);
    const samples = page.getByRole('list', { name: 'Sample staff' }).getByRole('listitem');
    await expect(samples).toHaveCount(8);
    await expect(samples.filter({ hasText: SAMPLE_PERSON })).toContainText('Sample');
    await expect(page.getByRole('checkbox', { name: new RegExp(SAMPLE_PERSON) })).toHaveCount(0);
    await expectNoA11yViolations(page, 'notify screen with samples');

    await page.getByRole('button', { name: 'Send Menu Update to Staff' }).click();
    await expect(page.getByText('1 staff members will see it in Preshift.')).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    const sent = recent.first();
    await expect(sent).toContainText('1 recipients');
    await expect(sent.getByTestId('ack-count')).toHaveText('0/1 ready');
    await sent.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('region', { name: 'Not acknowledged yet (1)' })).toContainText(
      'Rosa Diaz',
    );
    await expect(detail.getByText(SAMPLE_PERSON)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // What was stored names one recipient, and no sample was ever written.
    const stored = await page.evaluate(() => {
      // A collection is its list key and, since 2026-11-26, one key per row written by an action
      // (`preshift.row:<list key>:<id>`, src/backend/local/row-keys.ts).
      const read = (prefix: string) => {
        const keys = Object.keys(localStorage);
        const key = keys.find((k) => k.startsWith(prefix));
        const listed = key ? (JSON.parse(localStorage.getItem(key)!) as { id: string }[]) : [];
        const rows = keys
          .filter((k) => key && k.startsWith(`preshift.row:${key}:`))
          .map((k) => (JSON.parse(localStorage.getItem(k)!) as { row: { id: string } | null }).row)
          .filter((row): row is { id: string } => row !== null);
        return [...listed, ...rows];
      };
      const updates = read('sentNotifications:') as { id: string; recipientIds: string[] }[];
      return {
        recipients: updates.map((n) => n.recipientIds.length),
        staff: read('staffMembers:').map((s) => s.id),
      };
    });
    expect(stored.recipients).toEqual([1]);
    expect(stored.staff).toHaveLength(1);
  });

  test('"Remove sample data" on the dashboard, confirmed, leaves a clean dashboard and the real data', async ({
    page,
    externalRequests: _,
  }) => {
    await onboardManager(page, 'Clean House');
    await addStaff(page, 'Rosa Diaz', 'rosa@example.com');
    await page.goto('/settings');

    // Cancel keeps everything.
    const notice = page.getByRole('region', { name: 'Sample data' });
    await notice.getByRole('button', { name: 'Remove sample data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove sample data?' });
    await expectNoA11yViolations(page, 'remove sample data dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByTestId('dashboard-staff-list')).toContainText(SAMPLE_PERSON);

    await removeSamples(page);
    const clean = async () => {
      await expect(page.getByText('Sample', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Remove sample data' })).toHaveCount(0);
      await expect(page.getByTestId('active-staff-tile')).toContainText('1');
      await expect(page.getByTestId('dashboard-staff-list').getByRole('listitem')).toHaveText([
        /Rosa Diaz/,
      ]);
      await expect(page.getByText('No notifications sent yet')).toBeVisible();
    };
    await clean();
    await page.reload();
    await clean();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page, 'dashboard without samples');

    // The other pages agree: only what the restaurant made.
    await page.goto('/staff');
    await expect(entry(page, 'Rosa Diaz')).toBeVisible();
    await expect(entry(page, SAMPLE_PERSON)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Sample data' })).toHaveCount(0);
    await page.goto('/specials');
    await expect(page.getByRole('listitem', { name: 'Burrata' })).toHaveCount(0);
  });

  test('"Remove sample data" on the staff page removes the samples everywhere', async ({
    page,
    externalRequests: _,
  }) => {
    await onboardManager(page, 'Staff First');
    await addStaff(page, 'Rosa Diaz', 'rosa@example.com');
    await expect(entry(page, SAMPLE_PERSON)).toBeVisible();
    await removeSamples(page);
    await expect(entry(page, SAMPLE_PERSON)).toHaveCount(0);
    await expect(entry(page, 'Rosa Diaz')).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByTestId('recent-notifications')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Sample data' })).toHaveCount(0);
  });
});
