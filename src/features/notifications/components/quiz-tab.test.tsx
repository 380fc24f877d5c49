import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAiKey, saveAiSettings } from '@/components/ai-settings/use-ai-settings';
import type { ChangeQuizQuestion } from '@/domain/change-quiz';
import { installMemoryStorage } from '@/testing/memory-storage';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useQuizDraft } from '../hooks/use-quiz-draft';
import { QuizTab } from './quiz-tab';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));
const { toast } = await import('sonner');

// The model's answer: the provider call is the only thing not run for real.
const askForJson = vi.hoisted(() => vi.fn());
vi.mock('@/lib/ai/with-fallback', async (original) => ({
  ...(await original<typeof import('@/lib/ai/with-fallback')>()),
  askForJson,
}));

const questions: ChangeQuizQuestion[] = [
  {
    id: 'price:roast:0',
    prompt: 'What does the Roast Chicken cost now?',
    options: ['$24', '$29', '$9', '$26'],
    answer: 3,
    itemId: 'roast',
    kind: 'price',
    mentions: ['Roast Chicken'],
  },
  {
    id: 'removed:cod:0',
    prompt: 'Which dish was removed from the menu?',
    options: ['Cod', 'Steak', 'Soup', 'Salad'],
    answer: 0,
    itemId: 'cod',
    kind: 'removed',
    mentions: [],
  },
];

function Harness() {
  const draft = useQuizDraft(questions);
  return (
    <>
      <QuizTab draft={draft} />
      <output aria-label="Sent prompts">{draft.quiz.map((q) => q.prompt).join('|')}</output>
    </>
  );
}

afterEach(() => forgetAiKey());

describe('QuizTab rewording', () => {
  it('offers no AI rewording without a configured provider', () => {
    installMemoryStorage();
    forgetAiKey();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('button', { name: 'Reword with AI' })).toBeNull();
  });

  it('takes the reworded prompts that keep the dish and give nothing away', async () => {
    installMemoryStorage();
    saveAiSettings({ apiKey: 'sk-test' });
    askForJson.mockResolvedValueOnce({
      prompts: ['How much is the Roast Chicken now?', 'Was the Cod taken off the menu?'],
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Reword with AI' }));

    const sent = screen.getByRole('status', { name: 'Sent prompts' });
    await waitFor(() =>
      expect(sent).toHaveTextContent(
        'How much is the Roast Chicken now?|Which dish was removed from the menu?',
      ),
    );
    const first = screen.getByRole('listitem', { name: 'Question 1' });
    expect(within(first).getByText('Edited')).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith(
      'Questions reworded',
      expect.objectContaining({ description: expect.stringMatching(/^1 question reworded/) }),
    );
    // Undone like any edit.
    await user.click(screen.getByRole('button', { name: 'Restore generated questions' }));
    expect(sent).toHaveTextContent('What does the Roast Chicken cost now?');
  });

  it('keeps the questions when the provider fails', async () => {
    installMemoryStorage();
    saveAiSettings({ apiKey: 'sk-test' });
    askForJson.mockRejectedValueOnce(new Error('Rate limited'));
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Reword with AI' }));
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        'Rewording failed: the questions are unchanged',
        expect.objectContaining({ description: 'Rate limited' }),
      ),
    );
    expect(screen.getByRole('status', { name: 'Sent prompts' })).toHaveTextContent(
      'What does the Roast Chicken cost now?|Which dish was removed from the menu?',
    );
  });
});
