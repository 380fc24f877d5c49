import { Trans, useLingui } from '@lingui/react/macro';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useTeams } from '../api/queries';
import { useMembershipLocale } from '../hooks/use-membership-locale';
import { InvitationCard } from './invitation-card';
import { LanguageSetting } from './language-setting';
import { OfflineBanner } from './offline-banner';
import { StaffOfflineProvider } from './staff-offline-provider';
import { chosenTeam, rememberTeam } from './team-choice';
import { TeamTabs } from './team-tabs';
import { UpdateAlerts } from './update-alerts';

function NotInvited({ email }: { email: string }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
        <UserX className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">
          <Trans>You are not on a team yet</Trans>
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">
          <Trans>
            No restaurant has added <strong className="break-all">{email}</strong> to its staff. Ask
            your manager to add this e-mail on their Staff page (Add Staff, or Invite by e-mail).
            Then sign in again or reload this page.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}

type Props = { userId: string; email: string };

/** The signed-in person's teams, and the chosen team's tabs; works offline (StaffOfflineProvider). */
export function StaffHome(props: Props) {
  return (
    <StaffOfflineProvider userId={props.userId}>
      <div className="grid gap-4">
        <OfflineBanner />
        <StaffHomeBody {...props} />
      </div>
    </StaffOfflineProvider>
  );
}

function StaffHomeBody({ userId, email }: Props) {
  const { t } = useLingui();
  const teams = useTeams(userId);
  const [picked, setPicked] = useState<string | null>(null);
  const active = teams.data?.active ?? [];
  const current = active.find((m) => m.staffId === picked) ?? chosenTeam(userId, active);
  useMembershipLocale(current?.language);
  // Data kept for offline use stays on screen when a refresh fails: only no data is an error.
  if (teams.data === undefined)
    return teams.isError ? (
      <p role="alert">{t`Your team could not be loaded. Check your connection and reload.`}</p>
    ) : (
      <Spinner />
    );
  const { pending } = teams.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">
            <Trans>My updates</Trans>
          </h1>
          {current && (
            <p className="text-sm text-muted-foreground">
              {current.staffName} · {current.restaurantName}
            </p>
          )}
        </div>
        {current && <UpdateAlerts />}
      </div>
      {current && (
        <div className="grid gap-4 sm:flex sm:flex-wrap sm:items-start">
          {active.length > 1 && (
            <div className="grid gap-1.5 sm:w-72">
              <Label htmlFor="staff-team">
                <Trans>Restaurant</Trans>
              </Label>
              <NativeSelect
                id="staff-team"
                value={current.staffId}
                onChange={(e) => {
                  setPicked(e.target.value);
                  rememberTeam(userId, e.target.value);
                }}
              >
                {active.map((t) => (
                  <option key={t.staffId} value={t.staffId}>
                    {t.restaurantName}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <LanguageSetting userId={userId} membership={current} />
        </div>
      )}
      {pending.map((invitation) => (
        <InvitationCard
          key={invitation.staffId}
          invitation={invitation}
          email={email}
          userId={userId}
        />
      ))}
      {current ? (
        <TeamTabs key={current.staffId} membership={current} />
      ) : (
        pending.length === 0 && <NotInvited email={email} />
      )}
    </div>
  );
}
