/* global document, requestAnimationFrame -- page.evaluate and waitForFunction bodies run in the browser. */
// The editor with a 500-item menu in Chromium: pasted text to every card painted, and a click on
// 'Edit' to the dialog on screen. Run from bench-upload.mjs on its signed-in page.
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** 25 categories of 20 items, printed as 'Name .... $price' with a description line. */
export function largeMenuText(categories = 25, perCategory = 20) {
  const lines = [];
  for (let c = 1; c <= categories; c++) {
    lines.push('', `SECTION ${c}`);
    for (let i = 1; i <= perCategory; i++) {
      lines.push(`Dish ${c}-${i} ........ $${10 + ((c * i) % 30)}`);
      lines.push(`Slow-cooked with herbs, served with seasonal greens`);
    }
  }
  return lines.join('\n');
}

export async function benchLargeMenu(page, base, runs) {
  const text = largeMenuText();
  const paint = [];
  const dialog = [];
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
      // Timed in the page, from the click to the first frame that shows the dialog, so the
      // number is the app's and not the test driver's round trips.
      const ms = await page.evaluate(
        async (name) => {
          const button = document.querySelector(`button[aria-label="${name}"]`);
          const started = performance.now();
          button.click();
          await new Promise((done) => {
            const shown = () =>
              document.querySelector('[role=dialog]') ? done() : requestAnimationFrame(shown);
            shown();
          });
          await new Promise(requestAnimationFrame);
          return Math.round(performance.now() - started);
        },
        `Edit Dish 13-${10 + i}`,
      );
      dialog.push(ms);
      await page.getByRole('dialog', { name: 'Edit Menu Item' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    // Leave without keeping the draft, so the next run starts from the upload again.
    await page.getByRole('link', { name: 'Back to Menus' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(/\/menus$/);
  }
  return {
    '500 items: paste to painted': { medianMs: median(paint), runsMs: paint },
    '500 items: Edit to dialog': { medianMs: median(dialog), runsMs: dialog },
  };
}
