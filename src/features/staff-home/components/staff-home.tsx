import { UserX } from 'lucide-react';
import { useState } from 'react';
import type { StaffMembership } from '@/backend/port';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMyUpdates, useTeams } from '../api/queries';
import { useStaffTab } from '../hooks/use-staff-tab';
import { InvitationCard } from './invitation-card';
import { chosenTeam, rememberTeam } from './team-choice';
import { GuestLookupTab } from './guest-lookup-tab';
import { MenuBrowser } from './menu-browser';
import { SpecialsToday } from './specials-today';
import { TrainingTab } from './training-tab';
import { UpdatesList } from './updates-list';

function NotInvited({ email }: { email: string }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
        <UserX className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">You are not on a team yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          No restaurant has added <strong className="break-all">{email}</strong> to its staff. Ask
          your manager to add this e-mail on their Staff page (Add Staff, or Invite by e-mail). Then
          sign in again or reload this page.
        </p>
      </CardContent>
    </Card>
  );
}

/** The chosen team's updates, specials, menu, training and the guest allergen lookup. */
function TeamTabs({ membership }: { membership: StaffMembership }) {
  const updates = useMyUpdates(membership);
  const unread = (updates.data ?? []).filter((u) => !u.acknowledged).length;
  const { tab, itemId, setTab } = useStaffTab();
  return (
    <Tabs value={tab} onValueChange={setTab}>
      {/* Two rows on a phone: five tabs in one row would cut their labels. */}
      <TabsList className="grid h-auto w-full grid-cols-3 sm:grid-cols-5">
        <TabsTrigger value="updates">Updates{unread > 0 ? ` (${unread})` : ''}</TabsTrigger>
        <TabsTrigger value="specials">Specials</TabsTrigger>
        <TabsTrigger value="menu">Menu</TabsTrigger>
        <TabsTrigger value="training">Training</TabsTrigger>
        <TabsTrigger value="lookup" className="col-span-2 sm:col-span-1">
          Guest lookup
        </TabsTrigger>
      </TabsList>
      <TabsContent value="updates">
        <UpdatesList membership={membership} />
      </TabsContent>
      <TabsContent value="specials">
        <SpecialsToday membership={membership} />
      </TabsContent>
      <TabsContent value="menu">
        <MenuBrowser membership={membership} focusItemId={itemId} />
      </TabsContent>
      <TabsContent value="training">
        <TrainingTab membership={membership} />
      </TabsContent>
      <TabsContent value="lookup">
        <GuestLookupTab membership={membership} />
      </TabsContent>
    </Tabs>
  );
}

export function StaffHome({ userId, email }: { userId: string; email: string }) {
  const teams = useTeams(userId);
  const [picked, setPicked] = useState<string | null>(null);
  if (teams.isPending) return <Spinner />;
  if (teams.isError)
    return <p role="alert">Your team could not be loaded. Check your connection and reload.</p>;
  const { active, pending } = teams.data;
  const current = active.find((t) => t.staffId === picked) ?? chosenTeam(userId, active);
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold">My updates</h1>
        {current && (
          <p className="text-sm text-muted-foreground">
            {current.staffName} · {current.restaurantName}
          </p>
        )}
      </div>
      {active.length > 1 && current && (
        <div className="grid gap-1.5 sm:max-w-xs">
          <Label htmlFor="staff-team">Restaurant</Label>
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
