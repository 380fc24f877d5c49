import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushSupport } from './push';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';

/** A window as push support sees it: which APIs exist, the browser, and the display mode. */
function browser(opts: {
  apis: boolean;
  userAgent: string;
  platform?: string;
  touch?: number;
  standalone?: boolean;
}) {
  const navigator = {
    userAgent: opts.userAgent,
    platform: opts.platform ?? 'iPhone',
    maxTouchPoints: opts.touch ?? 5,
    standalone: opts.standalone ?? false,
    ...(opts.apis ? { serviceWorker: {} } : {}),
  };
  return {
    navigator,
    matchMedia: () => ({ matches: opts.standalone ?? false }),
    ...(opts.apis ? { Notification: class {}, PushManager: class {} } : {}),
  } as unknown as Window;
}

describe('push support', () => {
  it('is there where the browser has notifications, PushManager and a service worker', () => {
    expect(pushSupport(browser({ apis: true, userAgent: 'Chrome', platform: 'Linux' }))).toBe(
      'supported',
    );
    // iOS from the Home Screen has them too.
    expect(pushSupport(browser({ apis: true, userAgent: IPHONE, standalone: true }))).toBe(
      'supported',
    );
  });

  it('on iPhone and iPad in a Safari tab needs the app on the Home Screen', () => {
    expect(pushSupport(browser({ apis: false, userAgent: IPHONE }))).toBe('needs-home-screen');
    expect(
      pushSupport(browser({ apis: false, userAgent: IPAD_AS_MAC, platform: 'MacIntel', touch: 5 })),
    ).toBe('needs-home-screen');
  });

  it('is simply missing elsewhere (a Mac without touch, an old browser)', () => {
    expect(
      pushSupport(browser({ apis: false, userAgent: IPAD_AS_MAC, platform: 'MacIntel', touch: 0 })),
    ).toBe('unsupported');
  });
});

describe('applicationServerKey', () => {
  it("turns scripts/vapid-keys.mjs's base64url key into the bytes pushManager wants", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    bytes[0] = 4; // an uncompressed P-256 point
    const key = Buffer.from(bytes).toString('base64url');
    expect(key).toMatch(/[-_]/);
    expect([...applicationServerKey(key)]).toEqual([...bytes]);
  });
});
