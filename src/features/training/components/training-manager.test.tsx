import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedTrainingModule } from '@/domain/training';
import { activateLocale } from '@/i18n';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { TrainingManager } from './training-manager';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));
const { toast } = await import('sonner');

afterEach(() => vi.unstubAllGlobals());

/** The page over the real local backend (sample menus), with these training modules added. */
async function setup(initial: SavedTrainingModule[] = []) {
  const { backend, restaurantId } = await setupLocalBackend({ restaurantName: 'Test Kitchen' });
  await backend.training.add(restaurantId, initial);
  const { user } = renderWithProviders(
    <TrainingManager restaurantId={restaurantId} restaurantName="Test Kitchen" />,
  );
  return { stored: () => backend.training.list(restaurantId), user };
}

describe('TrainingManager', () => {
  it('builds menu-derived modules without a key, saves one and deletes it after confirming', async () => {
    const { stored, user } = await setup();
    expect(
      await screen.findByText(/No AI key is configured: the built-in generator will be used/),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Menu to use' })).toHaveValue('sample-dinner');

    await user.click(screen.getByRole('button', { name: 'Generate Training' }));
    const fresh = await screen.findByRole('list', { name: 'New modules' });
    const cards = within(fresh).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Wine Pairing Fundamentals',
      'Menu Ingredient Knowledge',
    ]);
    expect(within(cards[0]!).getByTestId('module-type')).toHaveTextContent('Wine pairings');
    expect(toast.success).toHaveBeenCalledWith('Training ready', expect.anything());
    expect(toast.warning).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save Menu Ingredient Knowledge' }));
    await waitFor(async () => expect(await stored()).toHaveLength(1));
    expect(await stored()).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^training-\d+-0-[0-9a-z]+$/),
        title: 'Menu Ingredient Knowledge',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
    const savedList = await screen.findByRole('list', { name: 'Saved modules' });
    expect(
      within(savedList).getByRole('listitem', { name: 'Menu Ingredient Knowledge' }),
    ).toBeVisible();
    expect(within(fresh).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete Menu Ingredient Knowledge' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this module?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await stored()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Menu Ingredient Knowledge' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(async () => expect(await stored()).toEqual([]));
    expect(await screen.findByText(/No saved modules yet/)).toBeVisible();
  });

  it('explains a URL the browser cannot fetch and generates nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = await setup();
    await user.click(await screen.findByRole('radio', { name: 'Menu URL' }));
    await user.type(screen.getByLabelText('Menu page URL'), 'https://example.com/menu');
    await user.click(screen.getByRole('button', { name: 'Generate Training' }));
    expect(
      await screen.findByText(
        'Could not fetch that URL from the browser. Paste the menu text instead.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Menu page URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'New modules' })).toBeNull();
  });

  it('cancels a generation in progress', async () => {
    // A fetch that only ends when aborted, like a slow page.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      ),
    );
    const { user } = await setup();
    await user.click(await screen.findByRole('radio', { name: 'Menu URL' }));
    await user.type(screen.getByLabelText('Menu page URL'), 'https://example.com/menu');
    await user.click(screen.getByRole('button', { name: 'Generate Training' }));
    expect(await screen.findByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
    expect(screen.getByText('Reading the menu...')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Generation cancelled'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate Training' })).toBeEnabled();
    expect(screen.queryByRole('list', { name: 'New modules' })).toBeNull();
  });

  it('reads a saved module as text and records the quiz score on it', async () => {
    const module: SavedTrainingModule = {
      id: 'training-1-0',
      createdAt: '2026-01-01T00:00:00.000Z',
      title: 'Service basics',
      type: 'service_scripts',
      content: 'Greet within **one minute**.\n<script>alert(1)</script>',
      sourceUrl: null,
      quizQuestions: [
        {
          question: 'Greet within?',
          options: ['1 min', '5 min', '10 min', 'Never'],
          correctAnswer: 0,
          explanation: '',
        },
      ],
    };
    const { stored, user } = await setup([module]);
    await user.click(await screen.findByRole('button', { name: 'Read Service basics' }));
    const article = screen.getByRole('article', { name: 'Service basics' });
    expect(within(article).getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Service basics' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Take the quiz' }));
    await user.click(screen.getByRole('radio', { name: '1 min' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    await user.click(screen.getByRole('button', { name: 'See your score' }));
    expect(screen.getByText('You scored 1 of 1')).toBeVisible();
    await waitFor(async () =>
      expect((await stored())[0]!.lastScore).toMatchObject({ correct: 1, total: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Back to modules' }));
    expect(await screen.findByText('Last quiz: 1 of 1 correct')).toBeVisible();
  });

  it('shows the training screen, its module cards and its form errors in Spanish', async () => {
    await activateLocale('es');
    const module: SavedTrainingModule = {
      id: 'training-1-0',
      createdAt: '2026-01-01T00:00:00.000Z',
      title: 'Service basics',
      type: 'service_scripts',
      content: 'Greet within one minute.',
      sourceUrl: null,
      quizQuestions: [
        {
          question: 'Greet within?',
          options: ['1', '2', '3', '4'],
          correctAnswer: 0,
          explanation: '',
        },
      ],
      lastScore: { correct: 1, total: 1, takenAt: '2026-01-02T00:00:00.000Z' },
    };
    const { user } = await setup([module]);
    const saved = await screen.findByRole('list', { name: 'Módulos guardados' });
    const card = within(saved).getByRole('listitem', { name: 'Service basics' });
    expect(within(card).getByTestId('module-type')).toHaveTextContent('Guiones de servicio');
    expect(within(card).getByText('1 pregunta de cuestionario')).toBeVisible();
    expect(within(card).getByText('Último cuestionario: 1 de 1 correctas')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Leer Service basics' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Maridajes de vinos' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Pegar texto' }));
    await user.click(screen.getByRole('button', { name: 'Generar formación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^El contenido del menú es demasiado corto/,
    );
    expect(screen.getByLabelText('Texto del menú')).toHaveAttribute('aria-invalid', 'true');
  });
});
