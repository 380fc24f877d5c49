import { expect, signUpManager, test, uniqueEmail } from './fixtures';

test.describe('authentication in local mode', () => {
  test('sign up, log out, wrong password, sign in and a session that survives reload', async ({
    page,
    externalRequests: _,
  }, info) => {
    const { email, password } = await signUpManager(page, { fullName: 'Ada Lovelace' });
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByTestId('welcome-line')).toContainText('Ada Lovelace');
    // One toast for one event: no second welcome on top of 'Account created!'.
    await expect(page.getByText('Welcome aboard!')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Account created!' })).toHaveCount(1);
    if (info.project.name === 'mobile') {
      // On a phone the toast sits at the bottom, clear of the header's controls.
      const toast = page.getByRole('listitem').filter({ hasText: 'Account created!' });
      const box = (await toast.boundingBox())!;
      expect(box.y).toBeGreaterThan(page.viewportSize()!.height / 2);
    }
    await expect(
      page.getByText('Local mode: your account and data are stored only in this browser.'),
    ).toBeVisible();

    if (info.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    } else {
      await page.getByRole('button', { name: 'Log out' }).click();
    }
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('You have been successfully signed out.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Sign in failed')).toBeVisible();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText('You have successfully signed in.')).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('welcome-line')).toContainText('Ada Lovelace');

    // Signed-in users who open /auth go back to the dashboard.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('a protected URL while signed out lands on /auth and Back does not return to it', async ({
    page,
    externalRequests: _,
  }) => {
    await page.goto('/');
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('sign-up validation messages', async ({ page, externalRequests: _ }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Manager' })).toBeChecked();
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('social sign-in explains that local mode needs a Supabase project', async ({
    page,
    externalRequests: _,
  }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'GitHub' }).click();
    await expect(page.getByText('Social sign in failed')).toBeVisible();
    await expect(page.getByText(/needs a Supabase project/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('onboarding creates the restaurant shown on the dashboard', async ({
    page,
    externalRequests: _,
  }) => {
    await page.goto('/onboarding');
    await page.getByLabel('Restaurant Name').fill('Harbour Bistro');
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(uniqueEmail('onboard'));
    await page.getByLabel('Password').fill('s3cret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('restaurant-name')).toHaveText('Harbour Bistro');
    await expect(page.getByText('Manager: Grace Hopper')).toBeVisible();
  });
});
