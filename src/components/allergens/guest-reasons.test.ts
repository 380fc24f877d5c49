import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { notSafeReason, unconfirmedReason } from './guest-reasons';

describe('reasons', () => {
  it('says what a dish contains and may contain in plain words', () => {
    expect(notSafeReason({ contains: ['milk'], mayContain: ['tree_nuts'] })).toBe(
      'contains milk, may contain tree nuts',
    );
    expect(notSafeReason({ contains: [], mayContain: ['sesame'] })).toBe('may contain sesame');
    expect(unconfirmedReason({ unconfirmed: ['eggs', 'milk'] })).toBe('not confirmed: eggs, milk');
  });
});

describe('reasons in Spanish', () => {
  afterEach(() => activateLocale('en'));

  it("name the allergens with the regime's glossary words", async () => {
    await activateLocale('es');
    expect(notSafeReason({ contains: ['milk'], mayContain: ['soybeans'] }, 'us')).toBe(
      'contiene leche, puede contener soya',
    );
    expect(unconfirmedReason({ unconfirmed: ['soybeans', 'tree_nuts'] }, 'eu')).toBe(
      'sin confirmar: soja, frutos de cáscara',
    );
  });
});
