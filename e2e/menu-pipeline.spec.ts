import path from 'node:path';
import { startAiStub } from './ai-stub';
import { expect, test } from './fixtures';
import {
  expected,
  expectItems,
  fillAiConnection,
  FIXTURES,
  itemCard,
  jpegFromDataUrl,
  onboardManager,
} from './menu-helpers';

const TEXT_MENU = `STARTERS
Burrata ........ $16
Heirloom tomatoes, basil oil
Crispy Calamari ........ $15

MAINS
Braised Short Rib ........ $34
Creamy polenta, red wine jus
Mushroom Risotto (V) ........ $24`;

// The reader reads a file the same at any width: uploads, AI paths and limits run once, on the
// desktop project. The editor itself is driven on a phone by the pasted-text test.
const READ_ONCE = 'the reader does the same work at every width';

test.describe('menu pipeline', () => {
  test('pasted text: parse, edit, add, remove, save, then reopen from /menus', async ({
    page,
    externalRequests: _,
  }) => {
    await onboardManager(page);
    await page.goto('/upload');
    await expect(
      page.getByText('No AI key is configured: the built-in parser will be used.', {
        exact: false,
      }),
    ).toBeVisible();
    await page.getByLabel('Or paste your menu text').fill(TEXT_MENU);
    // 'red wine jus' makes the keyword rule guess a wine menu; the manager corrects the type.
    await expect(page.getByLabel('Menu type')).toHaveValue('wine');
    await page.getByLabel('Menu type').selectOption('food');
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(page).toHaveURL(/\/menu-editor$/);
    await expectItems(page, [
      { name: 'Burrata', price: '$16' },
      { name: 'Crispy Calamari', price: '$15' },
      { name: 'Braised Short Rib', price: '$34' },
      { name: 'Mushroom Risotto', price: '$24' },
    ]);
    await expect(page.getByRole('heading', { name: 'STARTERS', exact: false })).toBeVisible();

    // Edit a price.
    await page.getByRole('button', { name: 'Edit Burrata' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Menu Item' })).toBeVisible();
    await page.getByLabel('Price*').fill('$17');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(itemCard(page, 'Burrata').getByTestId('item-price')).toHaveText('$17');

    // Add with a missing field, then properly, into a new category.
    await page.getByRole('button', { name: 'Add menu item' }).click();
    await page.getByLabel('Item Name*').fill('Tiramisu');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await page.getByLabel('Price*').fill('$9');
    await page.getByLabel('Category*').selectOption({ label: '+ Add new category' });
    await page.getByLabel('New category name').fill('Desserts');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByRole('heading', { name: 'Desserts' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove Crispy Calamari' }).click();
    await expect(itemCard(page, 'Crispy Calamari')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Menu saved')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Menus' }).click();
    await expect(page).toHaveURL(/\/menus$/);
    const card = page.getByRole('button', { name: /Food Menu.*4 items/ });
    await expect(card).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: /Food Menu.*4 items/ }).click();
    await expect(page).toHaveURL(/\/menu-editor\?menu=[^&]+$/);
    await expect(itemCard(page, 'Tiramisu')).toBeVisible();
    await expect(itemCard(page, 'Burrata').getByTestId('item-price')).toHaveText('$17');
    await expect(itemCard(page, 'Crispy Calamari')).toHaveCount(0);
  });

  for (const [file, type, share] of [
    ['harbor-bistro-menu.pdf', 'food', 1],
    ['vineyard-wine-list.docx', 'wine', 1],
    ['sunrise-cafe-photo.jpg', 'food', 0.8],
  ] as const) {
    test(`file upload: ${file} fills the editor with the right items and prices`, async ({
      isMobile,
      page,
      externalRequests: _,
    }) => {
      test.skip(isMobile, READ_ONCE);
      test.setTimeout(120_000);
      await onboardManager(page);
      await page.goto('/upload');
      await page.getByLabel('Menu type').selectOption(type);
      await page.getByLabel('Menu file').setInputFiles(path.join(FIXTURES, file));
      await expect(page.getByTestId('selected-file')).toContainText(/\d+\.\d{2} KB/);
      await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
      await expect(page).toHaveURL(/\/menu-editor$/, { timeout: 60_000 });
      await expectItems(page, expected[file]!, share);
    });
  }

  test('validation and file errors: clear messages, nothing lost', async ({
    isMobile,
    page,
    externalRequests: _,
  }) => {
    test.skip(isMobile, READ_ONCE);
    await onboardManager(page);
    await page.goto('/upload');
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(page.getByText('No content provided')).toBeVisible();
    await expect(page.getByText('Please provide menu content to upload')).toBeVisible();

    await page.getByLabel('Or paste your menu text').fill('Soup $5');
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(page.getByText('Upload failed')).toBeVisible();
    await expect(page.getByText(/Menu content is too short/)).toBeVisible();

    await page.getByLabel('Or paste your menu text').fill('Tomato soup with basil $5');
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(
      page.getByText(
        'Menu content appears too brief for quality parsing. Consider adding more details.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/menu-editor$/);

    await page.goto('/upload');
    await page
      .getByLabel('Menu file')
      .setInputFiles({ name: 'menu.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(page.getByText('Unsupported file type')).toBeVisible();
    await expect(page.getByText('Please use PDF, Word, image, or text files')).toBeVisible();

    await page.getByLabel('Menu file').setInputFiles(path.join(FIXTURES, 'broken.pdf'));
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(
      page.getByText(
        'Failed to extract text from PDF. Please try copying and pasting the text instead.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/upload$/);

    // Selecting a file clears the text and typing clears the file.
    await page.getByLabel('Or paste your menu text').fill('Some text');
    await page
      .getByLabel('Menu file')
      .setInputFiles(path.join(FIXTURES, 'moonlight-cocktails.txt'));
    await expect(page.getByLabel('Or paste your menu text')).toHaveValue('');
    await page.getByLabel('Or paste your menu text').fill('Wine list: Merlot $12');
    await expect(page.getByTestId('selected-file')).toHaveCount(0);
    await expect(page.getByLabel('Menu type')).toHaveValue('wine');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByLabel('Or paste your menu text')).toHaveValue('');
  });

  test('AI path against an OpenAI-compatible stub, and invalid JSON falls back with a toast', async ({
    isMobile,
    page,
    externalRequests: _,
  }) => {
    test.skip(isMobile, READ_ONCE);
    const stub = await startAiStub(
      JSON.stringify({
        menuData: {
          categories: [
            {
              id: 'c1',
              name: 'Chef Picks',
              items: [
                {
                  id: 'i1',
                  name: 'Duck Confit',
                  description: 'Cherry jus',
                  price: '$29',
                  ingredients: ['duck'],
                  allergens: [],
                  dietary: ['gluten-free'],
                  available: true,
                },
              ],
            },
          ],
        },
        metadata: {
          restaurantName: 'Stub Bistro',
          menuType: 'food',
          lastUpdated: '2026-11-22',
          totalItems: 1,
        },
      }),
    );
    try {
      await onboardManager(page);
      await page.goto('/upload');
      await fillAiConnection(page, stub.baseURL);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(/Menus are parsed by/)).toBeVisible();
      await page.getByLabel('Or paste your menu text').fill(TEXT_MENU);
      await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
      await expect(page).toHaveURL(/\/menu-editor$/);
      await expect(itemCard(page, 'Duck Confit')).toBeVisible();
      await expect(page.getByText('gluten-free')).toBeVisible();
      const call = stub.requests.at(-1)!;
      expect(call.path).toBe('/v1/chat/completions');
      expect(call.authorization).toBe('Bearer sk-test-123');
      expect(call.body).toMatchObject({
        temperature: 0.3,
        max_tokens: 4000,
        response_format: { type: 'json_object' },
      });

      stub.reply('this is not json');
      await page.goto('/upload');
      await page.getByLabel('Or paste your menu text').fill(TEXT_MENU);
      await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
      await expect(page).toHaveURL(/\/menu-editor$/);
      await expect(page.getByText('AI parsing failed: used the built-in parser')).toBeVisible();
      await expect(itemCard(page, 'Burrata')).toBeVisible();
    } finally {
      await stub.close();
    }
  });

  test('a photo goes to a model that reads images as a page image, with the OCR text as a hint', async ({
    isMobile,
    page,
    externalRequests: _,
  }) => {
    test.skip(isMobile, READ_ONCE);
    const stub = await startAiStub(
      JSON.stringify({
        menuData: {
          categories: [
            {
              id: 'c1',
              name: 'Breakfast',
              items: [{ id: 'i1', name: 'Buttermilk Pancakes', description: '', price: '$12' }],
            },
          ],
        },
        metadata: { restaurantName: 'Sunrise', menuType: 'food', totalItems: 1 },
      }),
    );
    try {
      await onboardManager(page);
      await page.goto('/upload');
      await fillAiConnection(page, stub.baseURL);
      await page.getByLabel('Model', { exact: true }).fill('vision-model');
      const images = page.getByRole('checkbox', {
        name: 'Send photos and scans to the model as images',
      });
      await expect(images).not.toBeChecked();
      // The key check also sends the model one tiny image; the stub answers, so it reads images.
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(images).toBeChecked();
      await page.getByRole('button', { name: 'Save' }).click();

      await page
        .getByLabel('Menu file')
        .setInputFiles(path.join(FIXTURES, 'sunrise-cafe-photo.jpg'));
      await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
      await expect(page).toHaveURL(/\/menu-editor$/, { timeout: 60_000 });
      await expect(itemCard(page, 'Buttermilk Pancakes')).toBeVisible();

      const call = stub.requests.at(-1)!;
      expect(call.body.model).toBe('vision-model');
      const messages = call.body.messages as { role: string; content: unknown }[];
      const parts = messages[1]!.content as (
        | { type: 'text'; text: string }
        | { type: 'image_url'; image_url: { url: string; detail: string } }
      )[];
      expect(parts.map((p) => p.type)).toEqual(['text', 'image_url']);
      const hint = parts[0] as { text: string };
      expect(hint.text).toContain('The menu is in the attached page images');
      expect(hint.text).toMatch(/Eggs Benedict/); // our OCR reading, as the hint
      const image = parts[1] as { image_url: { url: string; detail: string } };
      expect(image.image_url.detail).toBe('high');
      const { width, height } = jpegFromDataUrl(image.image_url.url);
      expect(Math.max(width, height)).toBeLessThanOrEqual(1600);
      expect(width / height).toBeCloseTo(1100 / 1300, 2);
    } finally {
      await stub.close();
    }
  });

  test('a long upload can be cancelled and the page keeps working', async ({
    isMobile,
    page,
    externalRequests: _,
  }) => {
    test.skip(isMobile, READ_ONCE);
    await onboardManager(page);
    await page.goto('/upload');
    await page.getByLabel('Menu file').setInputFiles(path.join(FIXTURES, 'sunrise-cafe-photo.jpg'));
    // The reading happens in a Web Worker, off the page's thread; Cancel ends that worker.
    const reader = page.waitForEvent('worker', (w) => /reader\.worker/.test(w.url()));
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(page.getByRole('progressbar', { name: 'Processing progress' })).toBeVisible();
    const worker = await reader;
    const closed = new Promise((resolve) => worker.once('close', resolve));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Upload cancelled')).toBeVisible();
    await closed;
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole('button', { name: 'Upload & Parse Menu' })).toBeEnabled();
    await expect(page.getByTestId('selected-file')).toContainText('sunrise-cafe-photo.jpg');
  });

  test('a file far beyond any real menu is refused at once with the limit, and nothing is lost', async ({
    isMobile,
    page,
    externalRequests: _,
  }) => {
    test.skip(isMobile, READ_ONCE);
    await onboardManager(page);
    await page.goto('/upload');
    const lines = ['STARTERS'];
    for (let i = 0; i < 40_000; i += 1) lines.push(`Dish number ${i}  ${(i % 30) + 5}`);
    await page.getByLabel('Menu file').setInputFiles({
      name: 'everything.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(lines.join('\n')),
    });
    await page.getByRole('button', { name: 'Upload & Parse Menu' }).click();
    await expect(page.getByText('Menu too long')).toBeVisible();
    await expect(page.getByText(/reads menus of up to 8,000 lines/)).toBeVisible();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole('button', { name: 'Upload & Parse Menu' })).toBeEnabled();
  });

  test('Edit Menus opens the newest menu, or the list when there is none; samples only for corrupt data', async ({
    page,
    externalRequests: _,
  }) => {
    await onboardManager(page);
    await page.goto('/menu-editor');
    await expect(page).toHaveURL(/\/menus$/);
    await expect(page.getByText('Failed to load menu data')).toHaveCount(0);

    // An unreadable upload hand-off is the one case for the sample fallback.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('preshift.session')!) as {
        user: { id: string };
      };
      localStorage.setItem(`parsedMenuData:${session.user.id}`, '{broken');
    });
    await page.goto('/menu-editor');
    await expect(page.getByText('Failed to load menu data')).toBeVisible();
    await expect(page.getByText('Using sample data instead')).toBeVisible();
    await expect(itemCard(page, 'Burrata')).toBeVisible();
  });
});
