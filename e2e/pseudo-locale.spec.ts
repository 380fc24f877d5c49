import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  allergenHeading,
  allergenIdSchema,
  allergenLabel,
  allergenWord,
} from '../src/domain/allergen-catalog';
import { KIND_ORDER } from '../src/domain/change-set';
import { kindHeadingIn } from '../src/domain/i18n/change-text';
import { sampleMenus } from '../src/domain/seeds/sample-menus';
import { sampleNotifications } from '../src/domain/seeds/sample-notifications';
import { sampleStaff } from '../src/domain/seeds/sample-staff';
import { expect, test, uniqueEmail } from './fixtures';
import {
  addStaff,
  answerInvitation,
  logOut,
  onboardManager,
  sendUpdateTo,
  signUpStaff,
  uploadAndSave,
} from './menu-helpers';

/**
 * Issue 30 item 6, no string left behind: every route is shown in the pseudo-locale, whose catalog
 * Lingui compiles with every letter but v and x swapped for an accented look-alike ('Save' ->
 * 'Śàvē'). A word of plain ASCII letters on screen therefore did not come through the catalogs,
 * unless it is data (the sample restaurant's dishes, staff and updates, and what this test types),
 * a date Intl wrote, or one of the few names below that stay as they are everywhere.
 *
 * Desktop only: the text is the same at every width; layouts change, words do not (the phone's
 * drawer and bottom bar take their labels from the same list as the desktop header), so a phone
 * run would find nothing new in twice the time.
 */

const RESTAURANT = 'Zuzu';
const STAFF_NAME = 'Sam Rivera';
const MESSAGE = 'Two new mains tonight';
const MENU = `STARTERS
Burrata ........ $14
Heirloom tomato, basil oil

MAINS
Roast Chicken ........ $24
Half bird, lemon, thyme jus`;

/**
 * What the pasted menu became: its headings as the editor title-cases them, and the name the
 * reader gave it ('Food Menu', stored as the menu's name; the reader runs in a worker, without
 * the catalogs, and the manager may rename it).
 */
const MENU_DATA = ['Starters', 'Mains', 'Food Menu'];

/** What a person typed or the menu printed: shown as it is in every language. */
function dataStrings(): string[] {
  const menus = sampleMenus();
  const items = menus.flatMap((m) => m.items);
  return [
    ...menus.map((m) => m.name),
    ...items.flatMap((i) => [i.name, i.description, i.category]),
    ...sampleStaff().map((s) => s.name),
    ...sampleNotifications().map((n) => n.message),
    RESTAURANT,
    STAFF_NAME,
    MESSAGE,
    ...MENU.split('\n').flatMap((line) => line.split(/ \.+ /)),
    ...MENU_DATA,
  ];
}

/**
 * Names that stay as they are in every language: the brand, and each language's own name in the
 * language picker (a Spanish speaker must find 'Español' in an English screen).
 */
const NOT_TRANSLATED = [
  'Preshift',
  'English',
  'Español',
  // Sign-in providers on /auth: their brand names.
  'Google',
  'GitHub',
  'Twitter',
  // The toasts' region names its keyboard shortcut as the keys are printed (sonner adds it).
  'alt+T',
  // SPEC: an empty message defaults to 'Menu has been updated', stored and sent as written; the
  // message box's placeholder shows exactly what will be sent (a question for the product, not
  // for the catalogs: see issue 30).
  'Menu has been updated',
  // The AI settings' example model id: a name the provider gives, typed as it is.
  'gpt-4o-mini',
];

/**
 * Allergen names come from the reviewed glossary of each regime and language (issue 30 item 3),
 * never from the catalogs, so that no translator can rename one; the pseudo-locale reads English.
 */
const glossaryNames = () =>
  allergenIdSchema.options.flatMap((id) => [
    allergenLabel(id, 'eu'),
    allergenLabel(id, 'us'),
    allergenWord(id),
    allergenHeading(id),
  ]);

/** Months, weekdays and AM/PM as Intl writes them: the pseudo-locale formats dates as English. */
function dateWords(): string[] {
  const words = new Set<string>(['AM', 'PM']);
  for (let m = 0; m < 12; m++) {
    const d = new Date(2026, m, 1);
    for (const month of ['long', 'short'] as const)
      words.add(new Intl.DateTimeFormat('en', { month }).format(d));
  }
  for (let day = 0; day < 7; day++) {
    const d = new Date(2026, 0, 4 + day);
    for (const weekday of ['long', 'short'] as const)
      words.add(new Intl.DateTimeFormat('en', { weekday }).format(d));
  }
  return [...words];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes what may stay English from a line (data, e-mail addresses, web addresses); what is left must have no plain-English word. */
function makeLeakFinder(moreData: string[]) {
  const allowed = [
    ...new Set([...dataStrings(), ...moreData, ...NOT_TRANSLATED, ...glossaryNames()]),
  ]
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    // Longest first, so 'Crispy Calamari' goes before 'Calamari' could leave 'Crispy' behind.
    .sort((a, b) => b.length - a.length);
  const allowedRe = new RegExp(
    allowed.map((s) => `(?<![\\p{L}\\p{N}])${escape(s)}(?![\\p{L}\\p{N}])`).join('|'),
    'gu',
  );
  const dates = new Set(dateWords());
  const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
  const url = /https?:\/\/\S+/g;
  return (line: string): string[] => {
    const rest = line.replace(email, ' ').replace(url, ' ').replace(allowedRe, ' ');
    // Words of two or more letters, all of them ASCII: the pseudo-locale would have accented
    // all but v and x. (A lone letter says too little to judge.)
    const words = rest.match(/[\p{L}]+/gu) ?? [];
    return words.filter((w) => /^[A-Za-z]{2,}$/.test(w) && !/^[vxVX]+$/.test(w) && !dates.has(w));
  };
}

// The English headings of the change groups, the generated lines' markers.
const KIND_HEADINGS = KIND_ORDER.map((kind) => kindHeadingIn('en', kind));

/**
 * The page's visible text: lines of its body, the labels of visible elements, its title. An
 * update's change list is left out: it is written per language from the change set by
 * src/domain/i18n/change-text.ts (shared with the e-mails, which have no catalogs), whose own
 * tests render every kind of change in every language; it is found by its kind's heading.
 */
async function visibleText(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate((headings) => {
    const generated = new Set<string>();
    for (const h of Array.from(document.querySelectorAll<HTMLElement>('h3[id],h4[id]'))) {
      if (!headings.includes(h.innerText.trim())) continue;
      generated.add(h.innerText.trim());
      const list = document.querySelector(`ul[aria-labelledby="${h.id}"]`);
      for (const li of Array.from(list?.querySelectorAll<HTMLElement>('li') ?? []))
        generated.add(li.innerText.trim());
    }
    const lines = document.body.innerText
      .split('\n')
      .filter((text) => !generated.has(text.trim()))
      .map((text) => ({ where: 'text', text }));
    for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder]'))) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const text = el.getAttribute(name);
        if (text) lines.push({ where: name, text });
      }
    }
    lines.push({ where: 'document title', text: document.title });
    return lines.map((l) => ({ ...l, text: l.text.trim() })).filter((l) => l.text);
  }, KIND_HEADINGS);
}

/**
 * English text -> the same message in the pseudo-locale, read from the built catalogs the page
 * loads, so the dialogs can be opened by their buttons' (accented) names.
 */
async function pseudoNames(page: Page): Promise<(english: string) => string> {
  const files = readdirSync('dist/assets').filter((f) => /^messages-.*\.js$/.test(f));
  const catalogs = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(async (url) => Object.values(await import(url))[0] as Record<string, unknown[]>),
      ),
    files.map((f) => `/assets/${f}`),
  );
  const english = catalogs[files.findIndex((f) => f.startsWith('messages-en-'))]!;
  const pseudo = catalogs.find((c) => /ţ/.test(JSON.stringify(c)))!;
  const byText = new Map<string, string>();
  for (const [id, parts] of Object.entries(english))
    if (parts.length === 1 && typeof parts[0] === 'string')
      byText.set(parts[0], String(pseudo[id]![0]));
  return (text) => {
    const found = byText.get(text);
    if (!found) throw new Error(`no catalog message '${text}'`);
    return found;
  };
}

async function usePseudo(page: Page) {
  await page.evaluate(() => localStorage.setItem('preshift.locale', 'pseudo'));
}

async function useEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('preshift.locale', 'en'));
}

test.describe('pseudo-locale: every route through the catalogs', () => {
  test.beforeEach(({ page: _ }, info) => {
    test.skip(info.project.name !== 'desktop', 'the text is the same at every width');
  });

  // The manager's name is the part of their e-mail before the '@' until they give one.
  const account = { email: uniqueEmail('chef'), password: 's3cret-pass' };
  const leaks = makeLeakFinder([account.email.split('@')[0]!]);
  const found: string[] = [];

  /** Loads the route in pseudo and records each line with a plain-English word on it. */
  async function scan(page: Page, where: string, load = true) {
    if (load) await page.goto(where);
    // Settled: the page's heading is up and nothing is still loading.
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The catalog really is pseudo: its 'e' and 't' are on the page.
    await expect(page.locator('body')).toHaveText(/[ēţ]/);
    for (const line of await visibleText(page)) {
      const words = leaks(line.text);
      if (words.length) found.push(`${where} ${line.where}: "${line.text}" (${words.join(', ')})`);
    }
  }

  /** The page, then each of its other tabs in turn (found by position: their names are accented). */
  async function scanWithTabs(page: Page, where: string) {
    await scan(page, where);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 0; i < count; i++) {
      if (!(await tabs.nth(i).isVisible())) continue;
      if ((await tabs.nth(i).getAttribute('aria-selected')) === 'true') continue;
      await tabs.nth(i).click();
      await scan(page, `${where} tab ${i + 1}`, false);
      await revealGuestLookup(page, `${where} tab ${i + 1}`);
    }
  }

  /** The guest lookup says nothing until an allergen is picked: pick the first, read the lists. */
  async function revealGuestLookup(page: Page, where: string) {
    const allergen = page.locator('[role=group] button[aria-pressed=false]').first();
    if (!(await allergen.isVisible())) return;
    await allergen.click();
    await scan(page, `${where}, an allergen picked`, false);
  }

  /** Opens a dialog (or a disclosure) with the button of that English name, reads it, closes it. */
  async function scanOpened(page: Page, where: string, button: string) {
    const pseudo = await pseudoNames(page);
    const opener = page.getByRole('button', { name: pseudo(button), exact: true }).first();
    const disclosure = (await opener.getAttribute('aria-expanded')) !== null;
    await opener.click();
    const dialog = page.locator('[role=dialog],[role=alertdialog]');
    if (disclosure) await expect(opener).toHaveAttribute('aria-expanded', 'true');
    else await expect(dialog.first()).toBeVisible();
    await scan(page, `${where} '${button}' opened`, false);
    await page.keyboard.press('Escape');
    if (disclosure) await expect(opener).toHaveAttribute('aria-expanded', 'false');
    else await expect(dialog).toHaveCount(0);
  }

  /** Fails once, at the end, listing every leak on every page. */
  function expectNoLeaks() {
    const all = found.splice(0);
    expect(all, 'text outside the catalogs').toEqual([]);
  }

  test('public pages', async ({ page, externalRequests: _ }) => {
    await page.goto('/');
    await usePseudo(page);
    for (const path of ['/', '/auth', '/onboarding', '/no-such-page']) await scan(page, path);
    expectNoLeaks();
  });

  /**
   * Set up in English (the helpers find controls by their English names): a manager with Sam on
   * the team, a saved menu and one update sent to Sam. Then the page is switched to pseudo.
   */
  async function managerWithUpdate(page: Page, staffEmail = uniqueEmail('pseudo-staff')) {
    await onboardManager(page, RESTAURANT, account);
    await addStaff(page, STAFF_NAME, staffEmail);
    const editor = await uploadAndSave(page, MENU);
    await page.goto(editor);
    await page.getByRole('button', { name: 'Send to Staff' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await sendUpdateTo(page, STAFF_NAME, MESSAGE);
    await usePseudo(page);
    return { editor: editor.replace(/^https?:\/\/[^/]+/, ''), staffEmail };
  }

  // The tour is three tests, each well under half its limit on two busy cores (issue 42).
  test("manager pages and each page's tabs", async ({ page, externalRequests: _ }) => {
    const { editor } = await managerWithUpdate(page);
    const menuId = new URL(editor, 'http://x').searchParams.get('menu')!;
    for (const path of [
      '/settings',
      '/menus',
      `/menus/${menuId}/history`,
      '/upload',
      editor,
      '/notifications',
      '/specials',
      '/restaurant-details',
      '/staff',
      '/training',
      '/allergens',
    ])
      await scanWithTabs(page, path);
    await revealGuestLookup(page, '/allergens');
    // The upload's draft in the editor.
    await scan(page, '/menu-editor');
    expectNoLeaks();
  });

  test('the dialogs a manager opens most', async ({ page, externalRequests: _ }) => {
    const { editor } = await managerWithUpdate(page);
    await scan(page, '/settings');
    await scanOpened(page, '/settings', 'Details');
    await scanOpened(page, '/settings', 'More');
    await scan(page, '/staff');
    await scanOpened(page, '/staff', 'Add Staff');
    await scan(page, '/specials');
    await scanOpened(page, '/specials', 'Add Special');
    await scan(page, editor);
    await scanOpened(page, 'the editor', 'Add menu item');
    await scan(page, '/training');
    await scanOpened(page, '/training', 'AI assistant');
    expectNoLeaks();
  });

  test("staff's page and its tabs", async ({ page, externalRequests: _ }) => {
    const { staffEmail } = await managerWithUpdate(page);
    await useEnglish(page);
    await page.reload();
    await logOut(page, false);
    await signUpStaff(page, staffEmail, STAFF_NAME);
    await answerInvitation(page, RESTAURANT, 'Accept');
    await usePseudo(page);
    await scanWithTabs(page, '/my-updates');
    expectNoLeaks();
  });
});
