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

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** Desktop top-level links of the signed-in page frame. */
export const desktopPrimary: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Menus', to: paths.menus, icon: MenuIcon },
];

/** Desktop 'More' menu. Training is ours (the spec has no screen for it). */
export const desktopMore: NavItem[] = [
  { label: 'Specials', to: paths.specials, icon: Sparkles },
  { label: 'Notifications', to: paths.notifications, icon: Bell },
  { label: 'Staff', to: paths.staff, icon: Users },
  { label: 'Training', to: paths.training, icon: BookOpen },
  { label: 'Allergens', to: paths.allergens, icon: Wheat },
  { label: 'Settings', to: paths.dashboard, icon: Settings },
];

/** The phone drawer: every desktop link, with Upload after Menus. */
export const drawerItems: NavItem[] = [
  ...desktopPrimary,
  { label: 'Upload', to: paths.upload, icon: Upload },
  ...desktopMore,
];

export const bottomNavItems: NavItem[] = [
  { label: 'Home', to: paths.dashboard, icon: Home },
  { label: 'Upload', to: paths.upload, icon: Upload },
  { label: 'Menus', to: paths.menus, icon: MenuIcon },
  { label: 'Notify', to: paths.notifications, icon: Bell },
  { label: 'Settings', to: paths.dashboard, icon: Settings },
];
