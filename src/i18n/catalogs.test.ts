import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

type Entry = { message?: string; translation?: string };

function catalog(locale: string): [string, Entry][] {
  const text = readFileSync(`src/locales/${locale}/messages.po`, 'utf8');
  return Object.entries(formatter().parse(text, {} as never) as Record<string, Entry>);
}

/** The values and tags a message fills in: a translation must keep every one. */
function slots(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<(\/?\d+\/?)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

describe('the Spanish catalog', () => {
  const spanish = catalog('es');

  it('has a translation for every message of the app', () => {
    expect(spanish.length).toBeGreaterThan(0);
    const missing = spanish.filter(([, e]) => !e.translation?.trim()).map(([, e]) => e.message);
    expect(missing).toEqual([]);
  });

  it('keeps every value and tag of the English message, in valid ICU syntax', () => {
    for (const [, { message = '', translation = '' }] of spanish) {
      expect(slots(translation), message).toEqual(slots(message));
      expect(() => compileMessage(translation), translation).not.toThrow();
    }
  });

  it('holds the same messages as the English catalog', () => {
    const ids = (entries: [string, Entry][]) => entries.map(([id]) => id).sort();
    expect(ids(spanish)).toEqual(ids(catalog('en')));
  });
});
