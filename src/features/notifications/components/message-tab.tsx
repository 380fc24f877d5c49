import { Mail } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { DEFAULT_NOTIFICATION_MESSAGE, mailDraftHref } from '@/domain/notification-rules';

type Props = {
  message: string;
  onMessage: (value: string) => void;
  /** Recipients who prefer e-mail, and the names of the items chosen. */
  emails: string[];
  itemNames: string[];
};

/** The update's message, and a mail draft for staff who prefer e-mail (Preshift sends none). */
export function MessageTab({ message, onMessage, emails, itemNames }: Props) {
  const finalMessage = message.trim() || DEFAULT_NOTIFICATION_MESSAGE;
  return (
    <>
      <Label htmlFor="notify-message">Message</Label>
      <Textarea
        id="notify-message"
        value={message}
        onChange={(e) => onMessage(e.target.value)}
        placeholder={DEFAULT_NOTIFICATION_MESSAGE}
      />
      {emails.length > 0 && (
        <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
          <p>
            Preshift does not send e-mail. {emails.length} of the selected staff prefer e-mail: open
            a ready draft in your mail app to reach them too.
          </p>
          <a
            className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline"
            href={mailDraftHref(emails, finalMessage, itemNames)}
          >
            <Mail className="size-4" aria-hidden />
            Open e-mail draft
          </a>
        </div>
      )}
    </>
  );
}
