import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toast } from 'sonner';
import type { StaffMembership } from '@/backend/port';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAnswerInvitation } from '../api/mutations';

type Props = { invitation: StaffMembership; email: string; userId: string };

/**
 * A restaurant that listed this person's e-mail asks them to join. Nothing of that restaurant is
 * shown, and the person is on no new team, until they accept: typing an address is not consent.
 */
export function InvitationCard({ invitation, email, userId }: Props) {
  const { t } = useLingui();
  const answer = useAnswerInvitation(userId);
  const headingId = useId();
  const { restaurantName, staffName } = invitation;
  const respond = (join: boolean) =>
    answer.mutate(
      { staffId: invitation.staffId, join },
      {
        onSuccess: () =>
          toast.success(join ? t`You joined ${restaurantName}` : t`Invitation declined`),
        onError: () =>
          toast.error(t`Your answer was not saved. Check your connection and try again.`),
      },
    );
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardContent className="grid gap-3 pt-6">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Join {restaurantName}?</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            {restaurantName} added <strong className="break-all">{email}</strong> to its team as{' '}
            {staffName}. Join to see its updates, menu and training; decline if you do not work
            there.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button disabled={answer.isPending} onClick={() => respond(true)}>
            <Trans>Accept</Trans>
          </Button>
          <Button variant="outline" disabled={answer.isPending} onClick={() => respond(false)}>
            <Trans>Decline</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
