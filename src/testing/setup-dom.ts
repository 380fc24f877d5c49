import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import * as streams from 'node:stream/web';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/i18n';
import { setOfflineStoreForTesting } from '@/lib/offline/kv-store';

// Component tests run over the real local backend, whose password hashing (600,000 PBKDF2
// rounds) can take seconds on two busy cores; a wrong result still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // A test that switched the language leaves the next one in English.
  i18n.activate('en');
  localStorage.clear();
  // Data kept for offline use starts empty in each test (jsdom has no IndexedDB: a fresh memory
  // store is picked), and TanStack Query is told the network is back.
  setOfflineStoreForTesting(undefined);
  onlineManager.setOnline(true);
});

// Each file runs in its own VM context holding jsdom's window (the vmThreads pool, ADR 0059), and
// jsdom's crypto has no subtle: the browser's Web Crypto is Node's own implementation.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const)
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: streams[name] });

// jsdom lacks these browser APIs that Radix and our mobile hook rely on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
