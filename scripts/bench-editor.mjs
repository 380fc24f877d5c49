/* global document, requestAnimationFrame, KeyboardEvent -- page.evaluate bodies run in the browser. */
// The editor with a 500-item menu in Chromium: pasted text to every card painted, 'Edit' to the
// dialog on screen, and the import review's interactions (focusing an item until its source line
// is highlighted, a quick edit saved, undo) and opening the saved menu from the list. Every time
// is taken in the page, from the action to the first frame that shows its result, so the numbers
// are the app's and not the test driver's round trips. Run from bench-upload.mjs.
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * 25 categories ('SECTION A' to 'SECTION Y': a heading with a number in it reads as a priced
 * dish) of 20 items, printed as 'Name .... $price' with a description line.
 */
export function largeMenuText(categories = 25, perCategory = 20) {
  const lines = [];
  for (let c = 1; c <= categories; c++) {
    lines.push('', `SECTION ${String.fromCharCode(64 + c)}`);
    for (let i = 1; i <= perCategory; i++) {
      lines.push(`Dish ${c}-${i} ........ $${10 + ((c * i) % 30)}`);
      lines.push(`Slow-cooked with herbs, served with seasonal greens`);
    }
  }
  return lines.join('\n');
}

/** Runs `act` in the page, then waits for `done` and one more frame; returns the milliseconds. */
function timeInPage(page, act, done, arg) {
  return page.evaluate(
    async ({ act, done, arg }) => {
      const run = (source) => new Function('arg', `return (${source})(arg)`)(arg);
      const started = performance.now();
      run(act);
      await new Promise((resolve, reject) => {
        const check = () => {
          if (run(done)) resolve();
          else if (performance.now() - started > 10_000) reject(new Error(`never done: ${done}`));
          else requestAnimationFrame(check);
        };
        check();
      });
      await new Promise(requestAnimationFrame);
      return Math.round(performance.now() - started);
    },
    { act: act.toString(), done: done.toString(), arg },
  );
}

async function reviewInteractions(page, times) {
  for (let i = 0; i < 3; i++) {
    const name = `Dish 13-${10 + i}`;
    times.focus.push(
      await timeInPage(
        page,
        (n) => document.querySelector(`li[aria-label="${n}"]`).focus(),
        () => document.querySelector('main button[aria-current="true"]'),
        name,
      ),
    );
    times.quickEdit.push(
      await timeInPage(
        page,
        (n) => document.querySelector(`button[aria-label="Quick edit: ${n}"]`).click(),
        (n) => document.activeElement?.closest(`[aria-label="Quick edit ${n}"]`),
        name,
      ),
    );
    // Type a new price, then time Enter to the card showing it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`$${70 + i}`);
    times.save.push(
      await timeInPage(
        page,
        () =>
          document.activeElement.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }),
          ),
        ({ n, p }) =>
          document.querySelector(`li[aria-label="${n}"] [data-testid="item-price"]`)
            ?.textContent === p,
        { n: name, p: `$${70 + i}` },
      ),
    );
    times.undo.push(
      await timeInPage(
        page,
        () => document.querySelector('button[aria-label="Undo last edit"]').click(),
        ({ n, p }) =>
          document.querySelector(`li[aria-label="${n}"] [data-testid="item-price"]`)
            ?.textContent !== p,
        { n: name, p: `$${70 + i}` },
      ),
    );
  }
}

export async function benchLargeMenu(page, base, runs) {
  const text = largeMenuText();
  const paint = [];
  const dialog = [];
  const times = { focus: [], quickEdit: [], save: [], undo: [], open: [], openAll: [] };
  for (let run = 0; run < runs; run++) {
    await page.goto(`${base}/upload`);
    await page.getByLabel('Or paste your menu text').fill(text);
    const started = Date.now();
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('main li[aria-label^="Dish "]').length === 500,
      undefined,
      { timeout: 60_000 },
    );
    paint.push(Date.now() - started);
    for (let i = 0; i < 3; i++) {
      dialog.push(
        await timeInPage(
          page,
          (n) => document.querySelector(`button[aria-label="Edit ${n}"]`).click(),
          () => document.querySelector('[role=dialog]'),
          `Dish 13-${10 + i}`,
        ),
      );
      await page.getByRole('dialog', { name: 'Edit Menu Item' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    await reviewInteractions(page, times);

    // Save, then open the saved menu from the list.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const anyway = page.getByRole('button', { name: 'Save anyway' });
    await anyway.or(page.getByText('Menu saved')).first().waitFor();
    if (await anyway.isVisible()) await anyway.click();
    await page.waitForURL(/menu=/);
    await page.getByRole('link', { name: 'Back to Menus' }).click();
    await page.waitForURL(/\/menus$/);
    await page
      .getByRole('button', { name: /500 items/ })
      .first()
      .waitFor();
    // The first screen of cards, then (in a transition) every card.
    const [first, all] = await page.evaluate(async () => {
      const started = performance.now();
      const cards = () => document.querySelectorAll('main li[aria-label^="Dish "]').length;
      [...document.querySelectorAll('main button')]
        .find((b) => b.textContent.includes('500 items'))
        .click();
      const until = (test) =>
        new Promise((resolve, reject) => {
          const check = () => {
            if (test())
              requestAnimationFrame(() => resolve(Math.round(performance.now() - started)));
            else if (performance.now() - started > 10_000) reject(new Error('menu never opened'));
            else requestAnimationFrame(check);
          };
          check();
        });
      return [await until(() => cards() > 0), await until(() => cards() === 500)];
    });
    times.open.push(first);
    times.openAll.push(all);
  }
  const report = (xs) => ({ medianMs: median(xs), runsMs: xs });
  return {
    '500 items: paste to painted': report(paint),
    '500 items: Edit to dialog': report(dialog),
    '500 items: focus an item to its source line highlighted': report(times.focus),
    '500 items: Quick edit to the form': report(times.quickEdit),
    '500 items: quick edit Enter to the card updated': report(times.save),
    '500 items: Undo to the card restored': report(times.undo),
    '500 items: open the saved menu from the list, first screen painted': report(times.open),
    '500 items: open the saved menu, every card drawn': report(times.openAll),
  };
}
