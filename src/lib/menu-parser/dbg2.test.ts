import { splitColumns } from './columns';
import { normaliseText, classifyLines } from './classify';
import { loadCorpus } from './corpus';
test('x', () => {
  const only = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.ONLY;
  const c = loadCorpus().find((x) => x.name === only)!;
  const lines = splitColumns(normaliseText(c.text));
  console.log(lines.join('\n'));
  for (const l of classifyLines(lines, false)) console.log(l.kind, JSON.stringify(l.text), l.price?.display ?? '', l.addon ? 'ADDON' : '');
});
