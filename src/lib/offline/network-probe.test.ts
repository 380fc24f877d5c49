// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observedFetch, probeNetwork, watchNetwork } from './network-probe';
import { isOnline, reportNetworkSuccess, subscribeOnline } from './network-state';

const noAnswer = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
const answer = () => Promise.resolve(new Response(null, { status: 200 }));

let manifest: HTMLLinkElement;
beforeEach(() => {
  manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = '/manifest.webmanifest';
  document.head.append(manifest);
});
afterEach(() => {
  manifest.remove();
  reportNetworkSuccess(); // the module's evidence is shared by every test of the file
  vi.useRealTimers();
});

describe('observedFetch', () => {
  it('counts the page offline after a request gets no answer, and online after one does', async () => {
    const fetcher = vi.fn(noAnswer);
    const changes = vi.fn();
    const stop = subscribeOnline(changes);
    await expect(observedFetch(fetcher)('/rest/v1/menus')).rejects.toThrow('Failed to fetch');
    expect(isOnline()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);

    fetcher.mockImplementation(() => Promise.resolve(new Response('no', { status: 503 })));
    // An error status is still an answer: the network is there.
    expect((await observedFetch(fetcher)('/rest/v1/menus')).status).toBe(503);
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
  });

  it('takes an abort the caller asked for as no evidence', async () => {
    const aborted = () => Promise.reject(new DOMException('The user aborted', 'AbortError'));
    await expect(observedFetch(aborted)('/x')).rejects.toThrow('aborted');
    expect(isOnline()).toBe(true);
  });
});

describe('probeNetwork', () => {
  it("asks for the manifest's headers past the service worker, and no answer is offline", async () => {
    const fetcher = vi.fn(noAnswer);
    await probeNetwork(fetcher);
    expect(fetcher).toHaveBeenCalledWith(
      manifest.href,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
    expect(isOnline()).toBe(false);
  });

  it('takes a server that never answers as offline once the probe times out', async () => {
    const hang = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    vi.useFakeTimers();
    const probing = probeNetwork(hang);
    await vi.advanceTimersByTimeAsync(8_000);
    await probing;
    expect(isOnline()).toBe(false);
  });

  it('asks nothing on a page without a manifest, or when the browser already says offline', async () => {
    const fetcher = vi.fn(noAnswer);
    manifest.remove();
    await probeNetwork(fetcher);
    document.head.append(manifest);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await probeNetwork(fetcher);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('watchNetwork', () => {
  it('probes at once, again every 15 s while unreachable, and stops when told', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(noAnswer);
    const stop = watchNetwork(fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(isOnline()).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);

    fetcher.mockImplementation(answer);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(isOnline()).toBe(true);
    // Online: no more asking on the clock.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("asks again when the browser's online event comes", async () => {
    const fetcher = vi.fn(answer);
    const stop = watchNetwork(fetcher);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    stop();
  });
});
