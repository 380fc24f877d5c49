import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAiSettings } from '@/components/ai-settings/use-ai-settings';
import { Button } from '@/components/ui/button';
import { countOf } from '@/domain/relative-time';
import { rephraseQuiz } from '../api/rephrase-quiz';
import type { QuizDraft } from '../hooks/use-quiz-draft';

/**
 * Rewords the generated questions with the AI provider the manager configured; without one it
 * is not shown (the offline questions are complete). Questions the manager edited or dropped are
 * left alone, and a reworded one counts as edited, so 'Restore generated questions' undoes it.
 */
export function RewordButton({ draft }: { draft: QuizDraft }) {
  const settings = useAiSettings();
  const [busy, setBusy] = useState(false);
  if (!settings.apiKey) return null;
  const generated = draft.rows.filter((r) => !r.edited && !r.dropped).map((r) => r.question);

  const onReword = async () => {
    setBusy(true);
    try {
      const result = await rephraseQuiz(generated, { settings });
      if (!result.success) {
        toast.warning('Rewording failed: the questions are unchanged', {
          description: result.error,
        });
        return;
      }
      const changed = result.data.filter((q, i) => q.prompt !== generated[i]!.prompt);
      changed.forEach(draft.save);
      toast.success('Questions reworded', {
        description: `${countOf(changed.length, 'question')} reworded by ${settings.provider}; check them before sending.`,
      });
    } catch (error) {
      console.error('[notify] rewording failed', error);
      toast.error('Rewording failed', { description: 'The questions are unchanged.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy || generated.length === 0}
      onClick={() => void onReword()}
    >
      <Sparkles aria-hidden />
      {busy ? 'Rewording...' : 'Reword with AI'}
    </Button>
  );
}
