// Test-only: the browser's network state as pages see it (navigator.onLine and the online and
// offline events), for component tests of what works offline.
import { act } from '@testing-library/react';
import { afterEach } from 'vitest';

/** Goes offline or online the way the browser does: the flag changes, then the event fires. */
export function setNetwork(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

// Back to jsdom's own (online) after each test of a file that imports this module.
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'onLine');
});
