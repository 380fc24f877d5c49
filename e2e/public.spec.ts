import { expect, expectNoHorizontalScroll, signUpManager, test } from './fixtures';

test.describe('landing page', () => {
  test('shows the spec copy and its buttons go where the spec says', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Restaurant Management Platform', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    for (const title of ['Upload Menus', 'Edit Content', 'Manage Staff', 'Send Updates']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Why Choose Preshift?' })).toBeVisible();
    for (const benefit of [
      'Real-time updates',
      'Easy to use',
      'Multiple formats',
      'Staff management',
      'Secure and reliable',
      'Mobile friendly',
    ]) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Quick Demo' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Create Your Account' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(externalRequests).toEqual([]);
  });
});

test.describe('public routes', () => {
  test('/auth and /onboarding render their spec copy', async ({ page, externalRequests: _ }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: "Don't have an account? Sign up" }),
    ).toBeVisible();
    for (const p of ['Google', 'GitHub', 'Twitter'])
      await expect(page.getByRole('button', { name: p })).toBeVisible();
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByText('Create your account and restaurant profile')).toBeVisible();
    await page.getByRole('link', { name: 'Sign In to Existing Account' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an unknown path shows the 404 page and Return to Home goes to /', async ({
    page,
    externalRequests: _,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Restaurant Management Platform', { exact: true })).toBeVisible();
  });

  // One signed-out visit after another in one page: each is a full load of the route, and a fresh
  // browser per route would spend most of its time starting up.
  test('every guarded route sends a signed-out visitor to /auth', async ({
    page,
    externalRequests: _,
  }) => {
    for (const path of [
      '/settings',
      '/menus',
      '/upload',
      '/menu-editor',
      '/notifications',
      '/specials',
      '/restaurant-details',
      '/staff',
      '/training',
      '/dashboard',
    ]) {
      await page.goto(path);
      await expect(page, `${path} redirects`).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    }
  });
});

test.describe('signed-in frame', () => {
  test('welcome line, navigation and bottom nav only below 768 px', async ({
    page,
    externalRequests: _,
  }, info) => {
    const { email } = await signUpManager(page);
    await expect(page.getByTestId('welcome-line')).toContainText(email.split('@')[0]!);
    const bottomNav = page.getByRole('navigation', { name: 'Bottom navigation' });
    if (info.project.name === 'mobile') {
      await expect(bottomNav).toBeVisible();
      await expect(bottomNav.getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await bottomNav.getByRole('link', { name: 'Menus' }).click();
      await expect(page).toHaveURL(/\/menus$/);
      await expect(bottomNav.getByRole('link', { name: 'Menus' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      for (const label of [
        'Dashboard',
        'Menus',
        'Upload',
        'Specials',
        'Notifications',
        'Staff',
        'Settings',
      ]) {
        await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await drawer.getByRole('link', { name: 'Specials' }).click();
      await expect(page).toHaveURL(/\/specials$/);
      await expectNoHorizontalScroll(page);
      const box = await bottomNav.getByRole('link', { name: 'Upload' }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    } else {
      await expect(bottomNav).toBeHidden();
      await page.getByRole('button', { name: 'More' }).hover();
      const more = page.getByRole('navigation', { name: 'Main' });
      await expect(more.getByRole('link', { name: 'Specials' })).toBeVisible();
      await more.getByRole('link', { name: 'Notifications' }).click();
      await expect(page).toHaveURL(/\/notifications$/);
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`${new Date().getFullYear()}`);
    await expect(footer).toContainText('All rights reserved');
    await expect(footer.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveCount(
      5,
    );
  });
});
