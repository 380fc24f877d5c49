import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AI_SETTINGS_KEY,
  clearAiSettings,
  providerName,
  readAiSettings,
  readStoredAiSettings,
  resolveAiSettings,
  writeAiSettings,
} from './settings';
import { MemoryStorage } from '@/testing/memory-storage';

const NO_ENV = {};
let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('providerName', () => {
  it.each([
    [undefined, 'OpenAI'],
    ['https://api.openai.com/v1', 'OpenAI'],
    ['http://localhost:11434/v1', 'localhost:11434'],
    ['https://openrouter.ai/api/v1', 'openrouter.ai'],
    ['not a url', 'AI provider'],
  ])('%s -> %s', (url, name) => expect(providerName(url)).toBe(name));
});

describe('AI settings', () => {
  it('defaults to gpt-4o-mini on OpenAI with no key', () => {
    expect(readAiSettings(NO_ENV)).toEqual({
      apiKey: undefined,
      baseURL: undefined,
      model: 'gpt-4o-mini',
      smallModel: 'gpt-4o-mini',
      provider: 'OpenAI',
      sendImages: false,
    });
  });

  it('keeps whether photos and scans go to the model as images, off until someone says so', () => {
    expect(writeAiSettings({ apiKey: 'k', sendImages: true }, NO_ENV).sendImages).toBe(true);
    expect(readAiSettings(NO_ENV).sendImages).toBe(true);
    expect(writeAiSettings({ apiKey: 'k' }, NO_ENV).sendImages).toBe(false);
  });

  it('takes env defaults, and stored values over env', () => {
    const env = { apiKey: 'env-key', baseURL: 'http://localhost:8080/v1', model: 'llama3' };
    expect(resolveAiSettings({}, env)).toMatchObject({
      apiKey: 'env-key',
      model: 'llama3',
      smallModel: 'gpt-4o-mini',
      provider: 'localhost:8080',
    });
    writeAiSettings({ apiKey: 'user-key', model: 'qwen2.5' }, env);
    expect(readAiSettings(env)).toMatchObject({
      apiKey: 'user-key',
      baseURL: 'http://localhost:8080/v1',
      model: 'qwen2.5',
    });
  });

  it('writes to the preshift.ai-settings key, trimming and dropping blank fields', () => {
    const saved = writeAiSettings(
      { apiKey: '  sk-abc  ', baseURL: '', model: ' ', smallModel: 'mini' },
      NO_ENV,
    );
    expect(JSON.parse(storage.getItem(AI_SETTINGS_KEY)!)).toEqual({
      apiKey: 'sk-abc',
      smallModel: 'mini',
    });
    expect(saved).toMatchObject({ apiKey: 'sk-abc', model: 'gpt-4o-mini', smallModel: 'mini' });
    expect(readStoredAiSettings()).toEqual({ apiKey: 'sk-abc', smallModel: 'mini' });
  });

  it('refuses an invalid base URL and keeps what was stored', () => {
    writeAiSettings({ apiKey: 'sk-abc' }, NO_ENV);
    expect(() => writeAiSettings({ baseURL: 'ftp://nope' }, NO_ENV)).toThrow(/valid http/);
    expect(readAiSettings(NO_ENV).apiKey).toBe('sk-abc');
  });

  it.each([
    ['not JSON', '{oops'],
    ['a wrong shape', JSON.stringify({ apiKey: 42 })],
  ])('falls back to defaults with a warning when storage holds %s', (_l, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem(AI_SETTINGS_KEY, raw);
    expect(readAiSettings(NO_ENV)).toMatchObject({ apiKey: undefined, model: 'gpt-4o-mini' });
    expect(warn).toHaveBeenCalled();
  });

  it('clears the stored settings', () => {
    writeAiSettings({ apiKey: 'sk-abc' }, NO_ENV);
    clearAiSettings();
    expect(storage.getItem(AI_SETTINGS_KEY)).toBeNull();
  });
});

describe('bundle hygiene', () => {
  it('never imports the OpenAI SDK statically (it must stay out of the initial bundle)', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test'));
    for (const file of sources) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/^import (?!type )[^;]*from 'openai/m);
    }
  });
});
