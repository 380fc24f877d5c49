import { Trans } from '@lingui/react/macro';
import { Bot, Cpu } from 'lucide-react';
import { useAiSettings } from './use-ai-settings';

/** Tells the manager which parser their upload will use before they start. */
export function AiStatusNote() {
  const settings = useAiSettings();
  const { provider, model } = settings;
  if (settings.apiKey) {
    return (
      <p
        className="flex items-center gap-2 rounded-md border bg-accent/50 px-3 py-2 text-sm"
        role="note"
      >
        <Bot className="size-4 shrink-0" aria-hidden />
        <Trans>
          Menus are parsed by {provider} ({model}); if it fails, the built-in parser takes over.
        </Trans>
      </p>
    );
  }
  return (
    <p
      className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
      role="note"
    >
      <Cpu className="size-4 shrink-0" aria-hidden />
      <Trans>
        No AI key is configured: the built-in parser will be used. It works offline and handles most
        menus.
      </Trans>
    </p>
  );
}
