import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parsedMenuSchema } from '@/domain/parsed-menu';
import { parseMenuText } from '@/lib/menu-parser';
import { createOpenAiStub, STUB_PROVIDER, stubSettings } from '@/testing/ai/openai-stub';
import { IMAGE_HINT_MAX_CHARS, parseMenuWithAI } from './parse-menu';
import { buildMenuImageUserMessage, MENU_PARSE_SYSTEM_PROMPT } from './prompts';

const stub = createOpenAiStub();
beforeAll(() => stub.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => stub.reset());
afterAll(() => stub.server.close());

const NOW = new Date('2025-03-01T12:00:00.000Z');
const MENU = `LE PETIT JARDIN
STARTERS
Soupe a l'Oignon   $12
caramelized onion, beef broth, gruyere crouton
MAINS
Ratatouille (V) (GF)   $22
provencal vegetables, basil pistou`;

const validJson = {
  menuData: {
    categories: [
      {
        id: 'category-1',
        name: 'Starters',
        items: [
          {
            id: 'item-1',
            name: "Soupe a l'Oignon",
            description: 'caramelized onion, beef broth, gruyere crouton',
            price: '$12',
            ingredients: ['onion', 'beef broth', 'gruyere'],
            allergens: ['dairy', 'gluten'],
            dietary: [],
            available: true,
          },
        ],
      },
    ],
  },
  metadata: {
    restaurantName: 'Le Petit Jardin',
    menuType: 'food',
    lastUpdated: '2025-03-01T00:00:00.000Z',
    totalItems: 1,
  },
};

// maxRetries 0 keeps failure cases to one request; the retry policy has its own test below.
const opts = { settings: stubSettings(), maxRetries: 0, now: NOW };
const fallbackFor = (content: string) => parseMenuText(content, { menuType: 'food', now: NOW });

describe('parseMenuWithAI', () => {
  it('sends the spec request shape and returns the validated menu', async () => {
    stub.replyJson(validJson);
    const result = await parseMenuWithAI(MENU, 'food', opts);

    expect(result).toMatchObject({ success: true, data: validJson });
    expect(result.processingTime).toBeGreaterThanOrEqual(0);
    expect(stub.requests).toHaveLength(1);
    const [{ body, authorization }] = stub.requests;
    expect(authorization).toBe('Bearer sk-test-key');
    expect(body.model).toBe('gpt-test');
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]).toEqual({ role: 'system', content: MENU_PARSE_SYSTEM_PROMPT });
    expect(body.messages[1]!.role).toBe('user');
    expect(body.messages[1]!.content).toContain('Menu type: food');
    expect(body.messages[1]!.content).toContain(MENU);
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.temperature).toBe(0.3);
    expect(body.max_tokens).toBe(4000);
  });

  it('sends page images with the OCR text as a hint, in one request, whatever the text length', async () => {
    stub.replyJson(validJson);
    const page1 = 'data:image/jpeg;base64,AAAA';
    const page2 = 'data:image/jpeg;base64,BBBB';
    const longText = `${MENU}\n${'Filler line of recognised text\n'.repeat(2000)}`;
    const result = await parseMenuWithAI(longText, 'food', { ...opts, images: [page1, page2] });

    expect(result.success).toBe(true);
    expect(stub.requests).toHaveLength(1);
    const [{ body }] = stub.requests;
    expect(body.messages[0]).toEqual({ role: 'system', content: MENU_PARSE_SYSTEM_PROMPT });
    expect(body.messages[1]).toEqual({
      role: 'user',
      content: [
        {
          type: 'text',
          text: buildMenuImageUserMessage('food', longText.slice(0, IMAGE_HINT_MAX_CHARS)),
        },
        { type: 'image_url', image_url: { url: page1, detail: 'high' } },
        { type: 'image_url', image_url: { url: page2, detail: 'high' } },
      ],
    });
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.temperature).toBe(0.3);
  });

  it('normalises harmless deviations: numeric prices, missing ids and arrays, wrong count', async () => {
    stub.replyJson({
      categories: [
        { name: 'Mains', items: [{ name: 'Duck Confit', price: 31 }, { name: 'Frites' }] },
        {
          name: 'Sides',
          items: [{ name: 'Haricots', price: '$8', dietary: 'vegan, gluten-free' }],
        },
      ],
      metadata: { totalItems: 99, menuType: 'wine' },
    });
    const result = await parseMenuWithAI(MENU, 'food', opts);
    if (!result.success) throw new Error(result.error);

    expect(parsedMenuSchema.parse(result.data)).toEqual(result.data);
    const [mains, sides] = result.data.menuData.categories;
    expect(mains!.id).toBe('category-1');
    expect(mains!.items.map((i) => [i.id, i.price])).toEqual([
      ['item-1', '31'],
      ['item-2', ''],
    ]);
    expect(sides!.items[0]).toMatchObject({ id: 'item-3', dietary: ['vegan', 'gluten-free'] });
    expect(result.data.metadata).toEqual({
      restaurantName: 'unknown',
      menuType: 'food', // the manager's choice wins over the model's guess
      lastUpdated: NOW.toISOString(),
      totalItems: 3,
    });
  });

  it('sends a menu too long for one answer in section chunks and merges them', async () => {
    const section = (name: string, from: number) => [
      `## ${name}`,
      ...Array.from({ length: 50 }, (_, i) => `Dish ${from + i} $${10 + (i % 9)}`),
    ];
    const long = [
      ...section('Starters', 0),
      '',
      ...section('Mains', 50),
      '',
      ...section('Mains', 100),
    ].join('\n');
    const part = (name: string, dish: string) => ({
      menuData: { categories: [{ name, items: [{ name: dish, price: '$10' }] }] },
    });
    stub.replyJsonSequence([
      part('Starters', 'Dish 0'),
      part('Mains', 'Dish 50'),
      part('Mains', 'Dish 100'),
    ]);
    const result = await parseMenuWithAI(long, 'food', opts);
    if (!result.success) throw new Error(result.error);
    expect(stub.requests.length).toBeGreaterThanOrEqual(2);
    // No section is cut between two requests, and every line is sent once.
    const sent = stub.requests.map((r) => String(r.body.messages[1]!.content));
    expect(
      sent.every(
        (m) => !/Dish \d+ \$\d+\n*$/.test(m.split('Menu content:\n')[1]!.split('## ')[0]!),
      ),
    ).toBe(true);
    expect(sent.join('\n').match(/^Dish \d+ /gm)).toHaveLength(150);
    const names = result.data.menuData.categories.map((c) => [c.name, c.items.map((i) => i.id)]);
    expect(names[0]).toEqual(['Starters', ['item-1']]);
    expect(names[1]![0]).toBe('Mains');
    expect(result.data.metadata.totalItems).toBe(
      result.data.menuData.categories.flatMap((c) => c.items).length,
    );
  });

  it('without a key reports it and makes no request', async () => {
    const result = await parseMenuWithAI(MENU, 'food', {
      ...opts,
      settings: stubSettings({ apiKey: undefined, baseURL: undefined, provider: 'OpenAI' }),
    });
    expect(result).toMatchObject({ success: false, error: 'OpenAI API key not configured' });
    expect(stub.requests).toHaveLength(0);
  });

  it.each([
    ['empty content', null, `No content received from ${STUB_PROVIDER}`],
    ['blank content', '   ', `No content received from ${STUB_PROVIDER}`],
    ['invalid JSON', 'Sure! Here is your menu: {', `Invalid JSON response from ${STUB_PROVIDER}`],
  ])('reports %s with the offline fallback', async (_label, content, error) => {
    stub.replyContent(content);
    const result = await parseMenuWithAI(MENU, 'food', opts);
    expect(result).toMatchObject({ success: false, error });
    if (!result.success) expect(result.fallback).toEqual(fallbackFor(MENU));
  });

  it.each([
    ['an item without a name', { menuData: { categories: [{ items: [{ price: '$5' }] }] } }],
    ['categories that are not a list', { menuData: { categories: 'none' } }],
    ['a bare array', [1, 2, 3]],
    ['no items at all', { menuData: { categories: [] } }],
  ])('rejects %s as an invalid menu structure', async (_label, json) => {
    stub.replyJson(json);
    const result = await parseMenuWithAI(MENU, 'food', opts);
    if (result.success) throw new Error('expected a failure');
    expect(result.error).toMatch(new RegExp(`^Invalid menu structure from ${STUB_PROVIDER}: .+`));
    expect(result.fallback).toEqual(fallbackFor(MENU));
  });

  it('reports an HTTP error with its message and the fallback', async () => {
    stub.replyStatus(500, 'upstream exploded');
    const result = await parseMenuWithAI(MENU, 'food', opts);
    if (result.success) throw new Error('expected a failure');
    expect(result.error).toContain('upstream exploded');
    expect(result.fallback).toEqual(fallbackFor(MENU));
    expect(stub.requests).toHaveLength(1);
  });

  it('retries a server error twice by default (AI_RETRIES) before giving up', async () => {
    stub.replyStatus(500, '', true);
    const result = await parseMenuWithAI(MENU, 'food', { settings: stubSettings(), now: NOW });
    expect(result).toMatchObject({ success: false, error: '500 status code (no body)' });
    expect(stub.requests).toHaveLength(3);
  });

  it('rejects with AbortError when cancelled mid-request', async () => {
    stub.replyNever();
    const controller = new AbortController();
    const pending = parseMenuWithAI(MENU, 'food', { ...opts, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects with AbortError and sends nothing when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      parseMenuWithAI(MENU, 'food', { ...opts, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(stub.requests).toHaveLength(0);
  });

  it('uses an injected fetch when given one', async () => {
    const calls: string[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    stub.replyJson(validJson);
    const result = await parseMenuWithAI(MENU, 'food', { ...opts, fetch: fetchSpy });
    expect(result.success).toBe(true);
    expect(calls).toEqual(['http://127.0.0.1:9999/v1/chat/completions']);
  });
});
