import { layoutLine } from '@/testing/menu-parser/layout-line';
import type { LineHint } from '@/lib/menu-parser/classify';
import { hintsWithModel } from './apply';
import { featureCount } from './features';
import type { ReaderModel } from './model';
import { lineRoles } from './roles';

const line = layoutLine('Mains');
/** A model that only looks at the bias and always says `role`. */
const always = (role: string): ReaderModel => ({
  mean: new Array(featureCount).fill(0),
  scale: new Array(featureCount).fill(1),
  weights: lineRoles.map((r) => [r === role ? 10 : 0, ...new Array(featureCount - 1).fill(0)]),
});
const hint: LineHint = { styledHeading: false, minor: false, plain: true, lead: false, size: 1 };

describe('hintsWithModel', () => {
  it('turns a confident heading into a styled heading', () => {
    expect(hintsWithModel(always('heading'), [line], [hint])[0]).toMatchObject({
      styledHeading: true,
      plain: false,
    });
  });

  it('keeps a confident dish from being a heading', () => {
    const styled = { ...hint, styledHeading: true, plain: false };
    expect(hintsWithModel(always('dish'), [line], [styled])[0]).toMatchObject({
      styledHeading: false,
      plain: true,
    });
  });

  it('does not promote headings when told only to demote', () => {
    const model = { ...always('heading'), use: { promote: false } };
    expect(hintsWithModel(model, [line], [hint])[0]).toBe(hint);
  });

  it('leaves the rule hint where the model is unsure', () => {
    expect(hintsWithModel(always('dish'), [line], [hint], 1.1)[0]).toBe(hint);
  });
});
