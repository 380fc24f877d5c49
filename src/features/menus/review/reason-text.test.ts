import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { REASON } from '@/lib/ai/reconcile';
import { CONFIDENCE_FEATURES } from '@/lib/menu-parser/confidence';
import { confidenceReasons } from '@/lib/menu-parser/confidence-reasons';
import { CONFIDENCE_WEIGHTS } from '@/lib/menu-parser/confidence-weights';
import { reasonText } from './reason-text';

/** Every reason the reader can give: each confidence sign pulling alone, and the AI's. */
function everyReason(): string[] {
  const reasons = new Set<string>(Object.values(REASON));
  CONFIDENCE_FEATURES.forEach((_, k) => {
    const weight = CONFIDENCE_WEIGHTS[k] ?? 0;
    if (weight === 0) return;
    const features = CONFIDENCE_FEATURES.map(() => 0);
    features[k] = -10 / weight;
    for (const reason of confidenceReasons(features)) reasons.add(reason);
  });
  return [...reasons];
}

afterEach(() => activateLocale('en'));

describe('why the import is unsure of a dish', () => {
  it('reads as the reader wrote it in English', () => {
    const reasons = everyReason();
    expect(reasons.length).toBeGreaterThan(20);
    for (const reason of reasons) expect(reasonText(reason)).toBe(reason);
  });

  it('reads in Spanish for every reason the reader can give', async () => {
    await activateLocale('es');
    for (const reason of everyReason()) expect(reasonText(reason), reason).not.toBe(reason);
    expect(reasonText('price not found')).toBe('no se encontró el precio');
    expect(reasonText('something new')).toBe('something new');
  });
});
