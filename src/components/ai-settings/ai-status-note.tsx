import { Bot, Cpu } from 'lucide-react';
import { useAiSettings } from './use-ai-settings';

/** Tells the manager which parser their upload will use before they start. */
export function AiStatusNote() {
  const settings = useAiSettings();
  if (settings.apiKey) {
    return (
      <p
        className="flex items-center gap-2 rounded-md border bg-accent/50 px-3 py-2 text-sm"
        role="note"
      >
        <Bot className="size-4 shrink-0" aria-hidden />
        Menus are parsed by {settings.provider} ({settings.model}); if it fails, the built-in parser
        takes over.
      </p>
    );
  }
  return (
    <p
      className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
      role="note"
    >
      <Cpu className="size-4 shrink-0" aria-hidden />
      No AI key is configured: the built-in parser will be used. It works offline and handles most
      menus.
    </p>
  );
}
