import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { DEFAULT_NOTIFICATION_MESSAGE } from '@/domain/notification-rules';
import { mailDraftHref } from '../lib/mail-draft';

type Props = {
  message: string;
  onMessage: (value: string) => void;
  /** Recipients who prefer e-mail, and the names of the items chosen. */
  emails: string[];
  itemNames: string[];
  /** A server e-mails them (Supabase); false in local mode, undefined until known. */
  serverSends: boolean | undefined;
};

/**
 * The update's message, and what happens for staff who prefer e-mail: on Supabase the server
 * e-mails them; local mode has no server, so it offers a ready draft for the manager's mail app.
 */
export function MessageTab({ message, onMessage, emails, itemNames, serverSends }: Props) {
  const finalMessage = message.trim() || DEFAULT_NOTIFICATION_MESSAGE;
  const count = emails.length;
  return (
    <>
      <Label htmlFor="notify-message">
        <Trans>Message</Trans>
      </Label>
      <Textarea
        id="notify-message"
        value={message}
        onChange={(e) => onMessage(e.target.value)}
        placeholder={DEFAULT_NOTIFICATION_MESSAGE}
      />
      {emails.length > 0 && serverSends === true && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          <Trans>
            {count} of the selected staff prefer e-mail: Preshift e-mails them the update when you
            send it.
          </Trans>
        </p>
      )}
      {emails.length > 0 && serverSends === false && (
        <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
          <p>
            <Trans>
              Local mode has no server to send e-mail from, so Preshift drafts it in your mail
              program. {count} of the selected staff prefer e-mail: open a ready draft in your mail
              app to reach them too.
            </Trans>
          </p>
          <a
            className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline"
            href={mailDraftHref(emails, finalMessage, itemNames)}
          >
            <Mail className="size-4" aria-hidden />
            <Trans>Open e-mail draft</Trans>
          </a>
        </div>
      )}
    </>
  );
}
