// Issue 29 in the browser: the service worker shows a Web Push as a notice, its link opens the
// update on the staff page; local mode says it has no server to send e-mail from.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import {
  addStaff,
  answerInvitation,
  logOut,
  onboardManager,
  signUpStaff,
  uploadAndSave,
} from './menu-helpers';

// Push messages arrive through the service worker.
test.use({ serviceWorkers: 'allow' });

const MENU = `MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus`;

const MESSAGE = 'Roast chicken tonight';

/** The id of the update with this message, from local mode's own row keys. */
async function updateId(page: Page, message: string) {
  return page.evaluate((wanted) => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('preshift.row:sentNotifications:')) continue;
      const { row } = JSON.parse(localStorage.getItem(key)!) as {
        row: { id: string; message: string };
      };
      if (row.message === wanted) return row.id;
    }
    throw new Error(`no update "${wanted}"`);
  }, message);
}

/** The id DevTools knows this origin's service worker registration by. */
async function registrationId(cdp: CDPSession, origin: string) {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notices the page's service worker is showing. */
const notices = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });

test('a push reaches the staff phone as a notice whose link opens the update; local mode drafts e-mail because it has no server', async ({
  page,
  context,
  baseURL,
  externalRequests: _,
}, info) => {
  const mobile = info.project.name === 'mobile';
  const staffEmail = uniqueEmail('sam');
  await onboardManager(page, 'Team Table');
  await addStaff(page, 'Sam Rivera', staffEmail);
  await uploadAndSave(page, MENU);

  // Local mode: no server sends e-mail, and the notify screen says so beside its draft.
  await page.goto('/notifications');
  await page.getByRole('tab', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('checkbox', { name: /Sam Rivera/ }).check();
  await page.getByRole('tab', { name: 'Message' }).click();
  await expect(page.getByText(/^Local mode has no server to send e-mail from/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open e-mail draft' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await page.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
  await page.getByRole('button', { name: 'Send Menu Update to Staff' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Details' }).first().click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(
        'E-mails are drafted in your mail program: local mode has no server to send them.',
      ),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const id = await updateId(page, MESSAGE);
  await logOut(page, mobile);

  // Sam joins; the page's service worker installs and takes control.
  await signUpStaff(page, staffEmail, 'Sam Rivera');
  await answerInvitation(page, 'Team Table', 'Accept');
  await expect(page.getByRole('listitem', { name: MESSAGE })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 })
    .toBe(true);

  // The push service delivers the server's payload to the worker (DevTools stands in for it).
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  const cdp = await context.newCDPSession(page);
  const link = `/my-updates?update=${encodeURIComponent(id)}`;
  const registration = await registrationId(cdp, origin);
  // The app is closed: no page of ours is open when the push arrives.
  await page.goto('about:blank');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration,
    data: JSON.stringify({
      title: 'Team Table: menu update',
      body: 'New: Roast Chicken $24',
      url: link,
      notificationId: id,
    }),
  });
  await page.goto('/my-updates?tab=menu');
  await expect
    .poll(() => notices(page), { timeout: 10_000 })
    .toEqual([{ title: 'Team Table: menu update', body: 'New: Roast Chicken $24', url: link }]);

  // Tapping it opens its link (the worker's click handler is unit-tested): the update, open
  // and focused, recorded as opened.
  await page.goto(link);
  const update = page.getByRole('listitem', { name: MESSAGE });
  await expect(update).toBeFocused();
  await expect(update.getByRole('button', { name: 'Open update' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(update).toContainText('Roast Chicken');
});

test("the invitation's link opens sign-up with the address filled in, and leads to the Join prompt", async ({
  page,
  externalRequests: _,
}, info) => {
  const mobile = info.project.name === 'mobile';
  const email = uniqueEmail('jo');
  await onboardManager(page, 'Harbour Bistro');
  await page.goto('/staff');
  await page.getByLabel('Invite by email').fill(email);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  // Local mode: listed, not e-mailed, and the manager is told why.
  await expect(page.getByText(/Local mode has no server to send e-mail from/)).toBeVisible();
  await logOut(page, mobile);

  // The link the server's invitation e-mail carries (supabase/functions/deliver).
  await page.goto(`/auth?signup=1&email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('radio', { name: 'Staff' })).toBeChecked();
  await page.getByLabel('Full Name').fill('Jo Park');
  await page.getByLabel('Password').fill('staff-pass-1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/my-updates$/);
  await answerInvitation(page, 'Harbour Bistro', 'Accept');
  // On the team now, under the name the invitation listed (the address before the @).
  await expect(page.getByText(`${email.split('@')[0]} · Harbour Bistro`)).toBeVisible();
});
