import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { LANGUAGE_NAMES } from '@/domain/i18n/locales';
import type { ReminderDraft } from '../lib/reminder';

const linkClass =
  'mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline';

/**
 * Local mode's reminder drafts, one link per language the recipients read: a draft has one body,
 * and each is written in its readers' language. One language needs no name on its link.
 */
export function ReminderDraftLinks({ drafts }: { drafts: ReminderDraft[] }) {
  if (drafts.length === 1) {
    const emailCount = drafts[0]!.emails.length;
    return (
      <a className={linkClass} href={drafts[0]!.href}>
        <Mail className="size-4" aria-hidden />
        <Trans>E-mail the {emailCount} not ready who prefer e-mail</Trans>
      </a>
    );
  }
  return (
    <div className="flex flex-col">
      {drafts.map((draft) => {
        const emailCount = draft.emails.length;
        const language = LANGUAGE_NAMES[draft.locale];
        return (
          <a key={draft.locale} className={linkClass} href={draft.href} lang={draft.locale}>
            <Mail className="size-4" aria-hidden />
            <Trans>
              E-mail the {emailCount} not ready who prefer e-mail, in {language}
            </Trans>
          </a>
        );
      })}
    </div>
  );
}
