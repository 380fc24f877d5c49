import { expect, test } from './fixtures';
import { onboardManager } from './menu-helpers';

const PAGES = [
  '/settings',
  '/menus',
  '/upload',
  '/menu-editor',
  '/notifications',
  '/specials',
  '/staff',
  '/restaurant-details',
  '/training',
];

test.describe('corrupt browser storage', () => {
  test('every stored key corrupted: pages fall back, warn, keep a backup and never crash', async ({
    page,
    externalRequests: _,
  }, info) => {
    test.skip(
      info.project.name !== 'desktop',
      'how storage is read and repaired does not depend on the screen: checking it once is enough',
    );
    await onboardManager(page, 'Fragile Diner');
    // Visit the pages that create each key, waiting until each has loaded its data.
    await expect(page.getByTestId('active-staff-tile')).toContainText('8');
    await page.goto('/menus');
    await expect(page.getByRole('button', { name: /Dinner/ })).toBeVisible();
    await page.goto('/specials');
    await expect(page.getByText('Burrata').first()).toBeVisible();
    await page.goto('/training');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((k) => k.startsWith('trainingModules:')),
        ),
      )
      .toBe(true);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().includes('[storage]')) warnings.push(m.text());
    });
    const corrupted = await page.evaluate(() => {
      const keep = new Set(['preshift.accounts', 'preshift.session']);
      const keys = Object.keys(localStorage).filter(
        (k) => !keep.has(k) && !k.endsWith('.corrupt-backup'),
      );
      // The sample menus are never stored (ADR 0026), so the menus key exists only after a save:
      // corrupt it as if one had been made.
      const staffKey = keys.find((k) => k.startsWith('staffMembers:'));
      const menusKey = staffKey && `savedMenuData:${staffKey.slice('staffMembers:'.length)}`;
      if (menusKey && !keys.includes(menusKey)) keys.push(menusKey);
      for (const k of keys) localStorage.setItem(k, '{"corrupt": tru');
      return keys;
    });
    for (const prefix of [
      'preshift.profiles',
      'preshift.restaurants',
      'savedMenuData:',
      'staffMembers:',
      'sentNotifications:',
      'specials:',
      'trainingModules:',
    ]) {
      expect(
        corrupted.some((k) => k.startsWith(prefix)),
        `${prefix} in ${corrupted.join(', ')}`,
      ).toBe(true);
    }
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
    expect(warnings.length).toBeGreaterThan(0);
    const backups = await page.evaluate(
      () => Object.keys(localStorage).filter((k) => k.endsWith('.corrupt-backup')).length,
    );
    expect(backups).toBeGreaterThan(0);

    // A corrupt session or account table means signed out, not a broken app.
    await page.evaluate(() => {
      localStorage.setItem('preshift.session', '[[');
      localStorage.setItem('preshift.accounts', 'nope');
    });
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});
