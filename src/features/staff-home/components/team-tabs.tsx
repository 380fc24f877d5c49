import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, BookOpen, Menu as MenuIcon, Search, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import type { StaffMembership, StaffUpdate } from '@/backend/port';
import { StaffBottomNav, type StaffNavItem } from '@/components/layout/staff-bottom-nav';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { prefetchStaffData, useMyUpdates } from '../api/queries';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { useQueuedEntries } from '../hooks/use-queued';
import { useStaffTab, tabSearch, type StaffTab } from '../hooks/use-staff-tab';
import { useUnreadTitle } from '../hooks/use-unread-title';
import { alertRequiredUpdates } from '../hooks/use-update-alerts';
import { GuestLookupTab } from './guest-lookup-tab';
import { MenuBrowser } from './menu-browser';
import { MyRecord } from './my-record';
import { SpecialsToday } from './specials-today';
import { TrainingTab } from './training-tab';
import { UpdatesList } from './updates-list';

const SECTIONS: { tab: StaffTab; label: MessageDescriptor; icon: StaffNavItem['icon'] }[] = [
  { tab: 'updates', label: msg`Updates`, icon: Bell },
  { tab: 'specials', label: msg`Specials`, icon: Sparkles },
  { tab: 'menu', label: msg`Menu`, icon: MenuIcon },
  { tab: 'training', label: msg`Training`, icon: BookOpen },
  { tab: 'lookup', label: msg`Guest lookup`, icon: Search },
];

/** Updates not acknowledged, leaving out those whose acknowledgement waits to be sent. */
function useUnread(m: StaffMembership, updates: StaffUpdate[]): number {
  const queued = useQueuedEntries();
  const waiting = new Set(
    queued.flatMap((e) =>
      e.kind === 'acknowledge' && e.membership.staffId === m.staffId ? [e.notificationId] : [],
    ),
  );
  return updates.filter((u) => !u.acknowledged && !waiting.has(u.id)).length;
}

/** The chosen team's updates, specials, menu, training and the guest allergen lookup. */
export function TeamTabs({ membership }: { membership: StaffMembership }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const updates = useMyUpdates(membership);
  const unread = useUnread(membership, updates.data ?? []);
  const { tab, itemId, updateId, setTab } = useStaffTab();
  useEffect(() => prefetchStaffData(queryClient, membership), [queryClient, membership]);
  useLiveUpdates(membership, alertRequiredUpdates);
  useUnreadTitle(unread);
  return (
    <>
      <Tabs value={tab} onValueChange={setTab}>
        {/* Two rows on a phone: five tabs in one row would cut their labels. */}
        <TabsList className="grid h-auto w-full grid-cols-3 sm:grid-cols-5">
          {SECTIONS.map((s) => (
            <TabsTrigger
              key={s.tab}
              value={s.tab}
              // The fifth tab fills the phone's second row.
              className={s.tab === 'lookup' ? 'col-span-2 sm:col-span-1' : undefined}
            >
              {t(s.label)}
              {s.tab === 'updates' && unread > 0 ? ` (${unread})` : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="updates">
          <UpdatesList membership={membership} focusUpdateId={updateId} />
          <MyRecord membership={membership} />
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
      <StaffBottomNav
        items={SECTIONS.map((s) => ({
          label: t(s.label),
          icon: s.icon,
          to: { search: tabSearch(s.tab) },
          current: s.tab === tab,
          unread: s.tab === 'updates' ? unread : 0,
        }))}
      />
    </>
  );
}
