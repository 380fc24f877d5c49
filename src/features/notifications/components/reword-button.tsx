import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAiSettings } from '@/components/ai-settings/use-ai-settings';
import { Button } from '@/components/ui/button';
import { rephraseQuiz } from '../api/rephrase-quiz';
import type { QuizDraft } from '../hooks/use-quiz-draft';

/**
 * Rewords the generated questions with the AI provider the manager configured; without one it
 * is not shown (the offline questions are complete). Questions the manager edited or dropped are
 * left alone, and a reworded one counts as edited, so 'Restore generated questions' undoes it.
 */
export function RewordButton({ draft }: { draft: QuizDraft }) {
  const { t } = useLingui();
  const settings = useAiSettings();
  const [busy, setBusy] = useState(false);
  if (!settings.apiKey) return null;
  const generated = draft.rows.filter((r) => !r.edited && !r.dropped).map((r) => r.question);

  const onReword = async () => {
    setBusy(true);
    try {
      const result = await rephraseQuiz(generated, { settings });
      if (!result.success) {
        toast.warning(t`Rewording failed: the questions are unchanged`, {
          description: result.error,
        });
        return;
      }
      const changed = result.data.filter((q, i) => q.prompt !== generated[i]!.prompt);
      changed.forEach(draft.save);
      const count = changed.length;
      const provider = settings.provider;
      toast.success(t`Questions reworded`, {
        description: t`${plural(count, { one: '# question', other: '# questions' })} reworded by ${provider}; check them before sending.`,
      });
    } catch (error) {
      console.error('[notify] rewording failed', error);
      toast.error(t`Rewording failed`, { description: t`The questions are unchanged.` });
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
      {busy ? t`Rewording...` : t`Reword with AI`}
    </Button>
  );
}
