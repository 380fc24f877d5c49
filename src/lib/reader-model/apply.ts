/**
 * How the reader model's line roles reach the rule parser: as the typography hints it already
 * reads (styled heading, minor text, plain body). A confident heading becomes a styled heading; a
 * confident dish or description line can no longer be taken for a heading. The rules keep the
 * rest (price parsing, grouping), so the model only decides what it was trained to decide.
 */
import type { LayoutLine } from '@/lib/layout';
import type { LineHint } from '@/lib/menu-parser/classify';
import { lineFeatures } from './features';
import type { ReaderModel } from './model';
import { documentRoles } from './sequence';

/** Below this probability the model's role is not trusted and the rule hint stands. */
export const ROLE_THRESHOLD = 0.6;

export function hintsWithModel(
  model: ReaderModel,
  lines: LayoutLine[],
  hints: LineHint[],
  threshold = model.use?.threshold ?? ROLE_THRESHOLD,
): LineHint[] {
  // Promoting a line to heading is what lost to the rules before (ADR 0034): it can be switched off.
  const promote = model.use?.promote ?? true;
  const roles = documentRoles(model, lineFeatures(lines));
  return hints.map((hint, i) => {
    const { role, probability } = roles[i]!;
    if (probability < threshold) return hint;
    if (role === 'heading')
      return promote ? { ...hint, role, styledHeading: true, plain: false, minor: false } : hint;
    if (role === 'dish' || role === 'name-continued')
      return { ...hint, role, styledHeading: false, plain: true, minor: false };
    if (role === 'description')
      return { ...hint, role, styledHeading: false, plain: true, minor: model.use?.minor ?? true };
    return { ...hint, role };
  });
}
