import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AllergenId, AllergenState } from '@/domain/allergens';
import { buildChangeQuiz, type ChangeQuizQuestion } from '@/domain/change-quiz';
import { buildChangeSet } from '@/domain/change-set';
import { activateLocale } from '@/i18n';
import { menuItem as item } from '@/testing/fixtures';
import { installFakeStaffAccess, staffUpdate, testMembership } from '@/testing/fake-staff-access';
import { renderWithProviders } from '@/testing/render-with-providers';
import { StaffOfflineProvider } from './staff-offline-provider';
import { UpdatesList } from './updates-list';

const states = (entries: [AllergenId, AllergenState][]) =>
  Object.fromEntries(entries.map(([id, state]) => [id, { state }]));

// A price up and a new dish with sesame, the quiz generated at send time and stored in English.
const steady = ['Roast Chicken', 'Risotto', 'Gazpacho', 'Burger'].map((name, n) =>
  item({ id: `s${n}`, name, price: `$${20 + n}` }),
);
const previous = [...steady, item({ id: 'b', name: 'Burrata', price: '$16' })];
const menu = [
  ...steady,
  item({ id: 'b', name: 'Burrata', price: '$18' }),
  item({
    id: 'n',
    name: 'Sesame Noodles',
    price: '$14',
    allergenStates: states([['sesame', 'contains']]),
  }),
];
const changeSet = buildChangeSet('m-1', previous, menu, 'us');
const generated = buildChangeQuiz(changeSet, menu, previous, 3);

const update = (quiz: ChangeQuizQuestion[]) =>
  staffUpdate({
    id: 'u-1',
    message: 'Cambios para esta noche',
    itemNames: ['Burrata', 'Sesame Noodles'],
    changeSet,
    required: true,
    quiz: quiz.map(({ answer: _answer, ...q }) => q),
    answers: quiz.map((q) => q.answer),
  });

async function startQuiz(quiz: ChangeQuizQuestion[], start: string) {
  const world = installFakeStaffAccess({ updates: [update(quiz)] });
  const grade = vi.spyOn(world.access, 'gradeUpdateQuiz');
  const { user } = renderWithProviders(
    <StaffOfflineProvider userId="user-1">
      <UpdatesList membership={testMembership} />
    </StaffOfflineProvider>,
    { route: '/my-updates' },
  );
  const card = await screen.findByRole('listitem', { name: 'Cambios para esta noche' });
  await user.click(within(card).getByRole('button', { name: start }));
  return { user, card, grade };
}

/** The question on screen: its prompt and option labels. */
function onScreen(card: HTMLElement) {
  const group = within(card).getByRole('group');
  const radios = within(group).getAllByRole('radio');
  return {
    prompt: group.querySelector('legend')!.textContent,
    options: radios.map((r) => (r as HTMLInputElement).labels![0]!.textContent),
  };
}

describe('an update quiz in the staff member’s language', () => {
  it('asks a Spanish speaker the generated questions in Spanish; the right answers pass as in English', async () => {
    expect(generated.map((q) => q.prompt)).toEqual([
      'Which new dish contains sesame?',
      'What does the Burrata cost now?',
    ]);
    await activateLocale('es');
    const { user, card, grade } = await startQuiz(generated, 'Empezar cuestionario');
    const first = onScreen(card);
    expect(first.prompt).toBe('¿Qué plato nuevo contiene ajonjolí (sésamo)?');
    expect(first.options).toEqual(generated[0]!.options); // dish names stay as printed
    await user.click(within(card).getByRole('radio', { name: 'Sesame Noodles' }));
    await user.click(within(card).getByRole('button', { name: 'Siguiente' }));
    expect(onScreen(card).prompt).toBe('¿Cuánto cuesta ahora el plato Burrata?');
    await user.click(within(card).getByRole('radio', { name: '$18' }));
    await user.click(within(card).getByRole('button', { name: 'Enviar respuestas' }));

    expect(grade).toHaveBeenCalledWith(
      testMembership,
      'u-1',
      generated.map((q) => q.answer),
    );
    const answers = await within(card).findByRole('region', {
      name: 'Respuestas del cuestionario',
    });
    expect(answers).toHaveTextContent('¿Qué plato nuevo contiene ajonjolí (sésamo)?');
    expect(answers).toHaveTextContent('¿Cuánto cuesta ahora el plato Burrata? $18');
    const acknowledge = within(card).getByRole('button', { name: 'Confirmar lectura' });
    expect(acknowledge).toBeEnabled();
    await user.click(acknowledge);
    expect(await within(card).findByText('Lectura confirmada')).toBeVisible();
  });

  it('shows a question the manager edited as written, beside the generated one in Spanish', async () => {
    const edited = generated.map((q, i) =>
      i === 1 ? { ...q, prompt: 'Burrata went up tonight: what is it now?' } : q,
    );
    await activateLocale('es');
    const { user, card } = await startQuiz(edited, 'Empezar cuestionario');
    expect(onScreen(card).prompt).toBe('¿Qué plato nuevo contiene ajonjolí (sésamo)?');
    await user.click(within(card).getByRole('radio', { name: 'Sesame Noodles' }));
    await user.click(within(card).getByRole('button', { name: 'Siguiente' }));
    expect(onScreen(card).prompt).toBe('Burrata went up tonight: what is it now?');
  });

  it('asks an English speaker exactly the stored questions', async () => {
    const { user, card } = await startQuiz(generated, 'Start quiz');
    expect(onScreen(card)).toEqual({
      prompt: generated[0]!.prompt,
      options: generated[0]!.options,
    });
    await user.click(within(card).getByRole('radio', { name: 'Sesame Noodles' }));
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    expect(onScreen(card).prompt).toBe('What does the Burrata cost now?');
  });
});
