import { UserX } from 'lucide-react';
import type { StaffMembership } from '@/backend/port';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMembership, useMyUpdates } from '../api/queries';
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

function Home({ membership }: { membership: StaffMembership }) {
  const updates = useMyUpdates(membership);
  const unread = (updates.data ?? []).filter((u) => !u.acknowledged).length;
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold">My updates</h1>
        <p className="text-sm text-muted-foreground">
          {membership.staffName} · {membership.restaurantName}
        </p>
      </div>
      <Tabs defaultValue="updates">
        <TabsList className="grid w-full grid-cols-4">
          <TabsTrigger value="updates">Updates{unread > 0 ? ` (${unread})` : ''}</TabsTrigger>
          <TabsTrigger value="specials">Specials</TabsTrigger>
          <TabsTrigger value="menu">Menu</TabsTrigger>
          <TabsTrigger value="training">Training</TabsTrigger>
        </TabsList>
        <TabsContent value="updates">
          <UpdatesList membership={membership} />
        </TabsContent>
        <TabsContent value="specials">
          <SpecialsToday membership={membership} />
        </TabsContent>
        <TabsContent value="menu">
          <MenuBrowser membership={membership} />
        </TabsContent>
        <TabsContent value="training">
          <TrainingTab membership={membership} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function StaffHome({ userId, email }: { userId: string; email: string }) {
  const membership = useMembership(userId);
  if (membership.isPending) return <Spinner />;
  if (membership.isError)
    return <p role="alert">Your team could not be loaded. Check your connection and reload.</p>;
  if (!membership.data) return <NotInvited email={email} />;
  return <Home membership={membership.data} />;
}
