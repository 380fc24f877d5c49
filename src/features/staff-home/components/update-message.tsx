import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import type { StaffUpdate } from '@/backend/port';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { messageTranslationFor } from '@/domain/notification-rules';

type Message = Pick<StaffUpdate, 'message' | 'messageLocale' | 'messageTranslations'>;

export type ShownMessage = {
  /** What the card shows: the translation for the screen's language, or the message as written. */
  text: string;
  /** The language of `text`, when known (screen readers pronounce it in that language). */
  lang: string | undefined;
  /** There is a translation for the screen's language. */
  translatable: boolean;
  /** The translation is what is shown now (the person did not ask for the original). */
  translated: boolean;
  toggle: () => void;
};

/**
 * The manager's message in the language the screen shows, when their model translated it at
 * send time (issue 30 item 4), with the original one tap away. The card's name follows it.
 */
export function useShownMessage(u: Message): ShownMessage {
  const { i18n } = useLingui();
  const [original, setOriginal] = useState(false);
  const translation = messageTranslationFor(u, i18n.locale);
  const translated = translation !== null && !original;
  return {
    text: translated ? translation : u.message,
    lang: translated ? i18n.locale : (u.messageLocale ?? undefined),
    translatable: translation !== null,
    translated,
    toggle: () => setOriginal((o) => !o),
  };
}

/** The message as text (model output is never HTML), its 'Translated' mark and the toggle. */
export function UpdateMessage({ shown }: { shown: ShownMessage }) {
  return (
    <div className="grid min-w-0 justify-items-start gap-1">
      <p lang={shown.lang} className="min-w-0 wrap-break-word font-semibold">
        {shown.text}
      </p>
      {shown.translatable && (
        <div className="flex flex-wrap items-center gap-x-2">
          {shown.translated && (
            <Badge variant="secondary" className="gap-1">
              <Languages className="size-3" aria-hidden />
              <Trans>Translated</Trans>
            </Badge>
          )}
          <Button variant="link" size="sm" className="px-0" onClick={shown.toggle}>
            {shown.translated ? <Trans>Show original</Trans> : <Trans>Show translation</Trans>}
          </Button>
        </div>
      )}
    </div>
  );
}
