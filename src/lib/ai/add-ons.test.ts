import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiStub, stubSettings } from '@/testing/ai/openai-stub';
import { parseMenuWithAI } from './parse-menu';
import { MENU_PARSE_SYSTEM_PROMPT } from './prompts';

const stub = createOpenAiStub();
beforeAll(() => stub.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => stub.reset());
afterAll(() => stub.server.close());

const opts = { settings: stubSettings(), maxRetries: 0, now: new Date('2025-03-01T12:00:00Z') };
const MENU = 'SALADS\nGreen salad $9\nAdd grilled halloumi 3.50\nSIDES\nFries $5\nAdd gravy 1';

describe('parseMenuWithAI: section add-ons', () => {
  it('keeps the add-on lines a model lists on a section, and asks for them in the prompt', async () => {
    expect(MENU_PARSE_SYSTEM_PROMPT).toContain('"addOns"');
    stub.replyJson({
      categories: [
        {
          name: 'Salads',
          addOns: [' Add grilled halloumi 3.50 ', 12],
          items: [{ name: 'Green salad', price: '$9' }],
        },
        { name: 'Sides', addOns: 'Add gravy 1', items: [{ name: 'Fries', price: '$5' }] },
      ],
    });
    const result = await parseMenuWithAI(MENU, 'food', opts);
    if (!result.success) throw new Error(result.error);
    expect(result.data.menuData.categories.map((c) => [c.name, c.addOns])).toEqual([
      ['Salads', ['Add grilled halloumi 3.50']],
      ['Sides', ['Add gravy 1']],
    ]);
    expect(result.data.metadata.totalItems).toBe(2);
  });

  it('joins the add-ons of a section the chunks of a long menu split', async () => {
    const section = (from: number) => [
      '## Salads',
      ...Array.from({ length: 50 }, (_, i) => `Salad ${from + i} $${10 + (i % 9)}`),
    ];
    const long = [...section(0), '', ...section(50), '', ...section(100)].join('\n');
    const addOns = ['Add grilled halloumi 3.50', 'Add egg 1', 'Add avocado 2'];
    stub.replyJsonSequence(
      addOns.map((addOn, k) => ({
        menuData: {
          categories: [
            { name: 'Salads', addOns: [addOn], items: [{ name: `Salad ${k}`, price: '$10' }] },
          ],
        },
      })),
    );
    const result = await parseMenuWithAI(long, 'food', opts);
    if (!result.success) throw new Error(result.error);
    expect(stub.requests.length).toBeGreaterThanOrEqual(2);
    expect(result.data.menuData.categories.map((c) => [c.name, c.addOns])).toEqual([
      ['Salads', addOns.slice(0, stub.requests.length)],
    ]);
  });
});
