import { describe, expect, it, vi } from 'vitest';
import type { AiSettings } from '@/lib/ai/settings';
import { layoutDocument } from '@/lib/layout';
import { readMenuFile, ReaderError, READER_LIMITS } from './index';

// Wrapped, not replaced: the reader lays menus out for real; the spy only counts the calls.
vi.mock('@/lib/layout', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/layout')>();
  return { ...real, layoutDocument: vi.fn(real.layoutDocument) };
});

const NO_AI: AiSettings = { model: 'm', smallModel: 'm', provider: 'openai' };
const quiet = () => ({ onProgress: vi.fn(), onWarning: vi.fn() });

function dishes(n: number) {
  const lines = ['STARTERS'];
  for (let i = 0; i < n; i += 1) lines.push(`Dish number ${i}  ${(i % 30) + 5}`);
  return lines.join('\n');
}

describe('the menu reader', () => {
  it('reads pasted text through every stage, reporting progress in order', async () => {
    const report = quiet();
    const result = await readMenuFile(
      {
        file: null,
        text: 'STARTERS\nBurrata  16\nheirloom tomato\n\nDESSERT\nTiramisu  9',
        menuType: 'food',
      },
      NO_AI,
      report,
    );
    const names = result.menu.menuData.categories.flatMap((c) => c.items.map((i) => i.name));
    expect(names).toEqual(['Burrata', 'Tiramisu']);
    expect(result.usedAi).toBe(false);
    expect(result.review.items[result.menu.menuData.categories[0]!.items[0]!.id]).toBeDefined();
    expect(layoutDocument).toHaveBeenCalled();
    const percents = report.onProgress.mock.calls.map(([p]) => p as number);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
  });

  it('refuses a runaway paste at once, before laying it out, and says why', async () => {
    const spy = vi.mocked(layoutDocument);
    spy.mockClear();
    const error = await readMenuFile(
      { file: null, text: dishes(40_000), menuType: 'food' },
      NO_AI,
      quiet(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReaderError);
    expect((error as ReaderError).title).toBe('Menu too long');
    expect((error as ReaderError).message).toMatch(/up to 8,000 lines/);
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a menu over the item limit with the limit in the message', async () => {
    // Under the line limit but over the item limit: each dish is one line.
    expect(READER_LIMITS.items).toBeLessThan(READER_LIMITS.lines);
    const error = await readMenuFile(
      { file: null, text: dishes(READER_LIMITS.items + 50), menuType: 'food' },
      NO_AI,
      quiet(),
    ).catch((e: unknown) => e);
    expect((error as ReaderError).message).toMatch(/up to 2,000 items/);
  }, 120_000);

  it('rejects with an AbortError when cancelled, and reads nothing after', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await readMenuFile(
      { file: null, text: dishes(10), menuType: 'food' },
      NO_AI,
      quiet(),
      controller.signal,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('keeps the empty-input message', async () => {
    await expect(
      readMenuFile({ file: null, text: '   ', menuType: 'food' }, NO_AI, quiet()),
    ).rejects.toThrow('Please provide menu content to upload');
  });
});
