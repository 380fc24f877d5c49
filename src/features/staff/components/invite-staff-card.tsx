import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isValidInviteEmail } from '@/domain/staff-rules';

type Props = { sending: boolean; onInvite: (email: string, done: () => void) => void };

/** The invite-by-email box: records the invitation (on Supabase the server e-mails a sign-up link). */
export function InviteStaffCard({ sending, onInvite }: Props) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidInviteEmail(email)) {
      toast.error(t`Invalid Email`, { description: t`Please enter a valid email address` });
      return;
    }
    onInvite(email, () => setEmail(''));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Invite Staff</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Add someone by e-mail. They appear as invited until you add their details.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit} noValidate>
          <FormField label={t`Invite by email`} className="flex-1">
            <Input
              type="email"
              inputMode="email"
              placeholder={t`name@example.com`}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={sending}>
            <Trans>Send Invite</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
