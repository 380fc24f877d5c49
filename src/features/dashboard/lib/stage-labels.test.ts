import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { STAGE_LABEL } from './stage-labels';

afterEach(() => activateLocale('en'));

describe('STAGE_LABEL', () => {
  it('names each stage in the language shown when it is read', async () => {
    expect(STAGE_LABEL.quiz_passed).toBe('Quiz passed');
    await activateLocale('es');
    expect(STAGE_LABEL.not_opened).toBe('Sin abrir');
    expect(STAGE_LABEL.quiz_passed).toBe('Cuestionario aprobado');
  });
});
