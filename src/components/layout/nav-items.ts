import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Bell,
  BookOpen,
  Home,
  LayoutDashboard,
  Menu as MenuIcon,
  Settings,
  Sparkles,
  Upload,
  Users,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

/** `label` is a catalog message, shown with t(label); its `.id` is the item's key. */
export type NavItem = { label: MessageDescriptor; to: string; icon: LucideIcon };

/** Desktop top-level links of the signed-in page frame. */
export const desktopPrimary: NavItem[] = [
  { label: msg`Dashboard`, to: paths.dashboard, icon: LayoutDashboard },
  { label: msg`Menus`, to: paths.menus, icon: MenuIcon },
];

/** Desktop 'More' menu. Training is ours (the spec has no screen for it). */
export const desktopMore: NavItem[] = [
  { label: msg`Specials`, to: paths.specials, icon: Sparkles },
  { label: msg`Notifications`, to: paths.notifications, icon: Bell },
  { label: msg`Staff`, to: paths.staff, icon: Users },
  { label: msg`Training`, to: paths.training, icon: BookOpen },
  { label: msg`Allergens`, to: paths.allergens, icon: Wheat },
  { label: msg`Settings`, to: paths.dashboard, icon: Settings },
];

/** The phone drawer: every desktop link, with Upload after Menus. */
export const drawerItems: NavItem[] = [
  ...desktopPrimary,
  { label: msg`Upload`, to: paths.upload, icon: Upload },
  ...desktopMore,
];

export const bottomNavItems: NavItem[] = [
  { label: msg`Home`, to: paths.dashboard, icon: Home },
  { label: msg`Upload`, to: paths.upload, icon: Upload },
  { label: msg`Menus`, to: paths.menus, icon: MenuIcon },
  { label: msg`Notify`, to: paths.notifications, icon: Bell },
  { label: msg`Settings`, to: paths.dashboard, icon: Settings },
];
