import { Trans } from '@lingui/react/macro';
import { Bot, Cpu } from 'lucide-react';
import { AiSettingsButton } from '@/components/ai-settings/ai-settings-button';
import type { AiSettings } from '@/lib/ai';

/** Says up front which generator will write the training, with the way to change it. */
export function GeneratorNote({ settings }: { settings: AiSettings }) {
  const { provider, model } = settings;
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2" role="note">
        {settings.apiKey ? (
          <>
            <Bot className="mt-0.5 size-4 shrink-0" aria-hidden />
            <Trans>
              Training is written by {provider} ({model}); if it fails, the built-in generator takes
              over.
            </Trans>
          </>
        ) : (
          <>
            <Cpu className="mt-0.5 size-4 shrink-0" aria-hidden />
            <Trans>
              No AI key is configured: the built-in generator will be used. It writes modules and
              quizzes from your menu items.
            </Trans>
          </>
        )}
      </p>
      <AiSettingsButton />
    </div>
  );
}
