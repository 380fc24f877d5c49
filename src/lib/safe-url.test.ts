import { describe, expect, it } from 'vitest';
import { isWebsiteUrl, safeHref } from './safe-url';

describe('safeHref', () => {
  it('passes http and https addresses', () => {
    expect(safeHref('https://bistro.example/menu?x=1')).toBe('https://bistro.example/menu?x=1');
    expect(safeHref('http://bistro.example')).toBe('http://bistro.example/');
    expect(safeHref('  HTTPS://Bistro.Example  ')).toBe('https://bistro.example/');
  });

  it('refuses script and every other scheme, however it is written', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\tjava\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@b.example',
    ]) {
      expect(safeHref(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses what is not an absolute address', () => {
    for (const value of [
      '',
      null,
      undefined,
      'bistro.example',
      '//evil.example',
      '/path',
      'https://',
    ]) {
      expect(safeHref(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('isWebsiteUrl', () => {
  it('takes none or an http(s) address, nothing else', () => {
    expect(isWebsiteUrl(null)).toBe(true);
    // The form stores an empty field as null; the database refuses '' too.
    expect(isWebsiteUrl('')).toBe(false);
    expect(isWebsiteUrl('https://bistro.example')).toBe(true);
    expect(isWebsiteUrl('javascript:alert(1)')).toBe(false);
  });
});
