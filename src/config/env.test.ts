import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('parseEnv', () => {
  it('is local mode with nothing set', () => {
    expect(parseEnv({}).backend).toEqual({ kind: 'local' });
  });

  it('treats the .env.example placeholders as unset', () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: 'https://your-project.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'your-anon-key',
    });
    expect(env.backend).toEqual({ kind: 'local' });
  });

  it('chooses supabase when both values are valid', () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: jwt,
    });
    expect(env.backend).toEqual({ kind: 'supabase', url: 'https://abc.supabase.co', anonKey: jwt });
  });

  it('refuses a malformed URL with a clear message', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: jwt })).toThrow(
      /VITE_SUPABASE_URL is not a valid/,
    );
  });

  it('refuses half a configuration', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(EnvError);
  });

  it('refuses a key that is not a JWT-like token', () => {
    expect(() =>
      parseEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'short key',
      }),
    ).toThrow(/anon key/);
  });

  it('reads the VAPID public key for push alerts, and refuses one that is not base64url', () => {
    // An uncompressed P-256 point: 65 bytes, 87 base64url characters.
    const key = `B${'A'.repeat(86)}`;
    expect(parseEnv({ VITE_VAPID_PUBLIC_KEY: key }).push).toEqual({ vapidPublicKey: key });
    expect(parseEnv({}).push).toEqual({ vapidPublicKey: undefined });
    expect(() => parseEnv({ VITE_VAPID_PUBLIC_KEY: 'not a key' })).toThrow(/VAPID public key/);
  });
});
