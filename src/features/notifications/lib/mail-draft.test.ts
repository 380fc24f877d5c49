import { describe, expect, it } from 'vitest';
import { mailDraftHref } from './mail-draft';

describe('mailDraftHref', () => {
  it('puts recipients in BCC and the message and items in the body', () => {
    const href = mailDraftHref(['a@x.com', 'b@y.com'], 'New menu tonight', [
      'Soup',
      'Fish & Chips',
    ]);
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('bcc')).toBe('a@x.com,b@y.com');
    expect(params.get('body')).toBe('New menu tonight\n\n- Soup\n- Fish & Chips');
    expect(href).not.toContain('+');
  });
});
