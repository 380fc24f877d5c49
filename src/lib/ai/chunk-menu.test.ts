import { chunkMenuText } from './chunk-menu';

const section = (name: string, n: number) =>
  [`## ${name}`, ...Array.from({ length: n }, (_, i) => `${name} dish ${i} $${12 + i}`)].join('\n');

describe('chunkMenuText', () => {
  it('keeps a menu that fits one answer whole', () => {
    const text = [section('Starters', 10), section('Mains', 10)].join('\n\n');
    expect(chunkMenuText(text)).toEqual([text]);
  });

  it('cuts a long menu only before section headings, losing no line', () => {
    const sections = ['Starters', 'Pasta', 'Mains', 'Desserts'].map((s) => section(s, 30));
    const text = sections.join('\n\n');
    const chunks = chunkMenuText(text, 70);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.startsWith('## ')).toBe(true);
    expect(chunks.join('\n\n')).toBe(text);
  });

  it('cuts one overlong section at a blank line rather than sending it whole', () => {
    const items = Array.from({ length: 200 }, (_, i) => `Wine ${i} $${40 + i}`);
    const text = ['## Wines', ...items.slice(0, 100), '', ...items.slice(100)].join('\n');
    const chunks = chunkMenuText(text, 70);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('\n').match(/^Wine \d+ /gm)).toHaveLength(200);
  });
});
