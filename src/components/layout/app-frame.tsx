import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { BottomNav } from './bottom-nav';
import { DesktopNav } from './desktop-nav';
import { Footer } from './footer';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';

export type AppFrameProps = {
  children: ReactNode;
  /** Label for the welcome line (already resolved by the caller). */
  userLabel: string;
  onLogout: () => void;
  /** 'narrow' centres content at reading width; 'full' uses the whole container. */
  width?: 'narrow' | 'full';
  hideBottomNav?: boolean;
  /** Small marker shown under the top bar (e.g. local mode). */
  banner?: ReactNode;
  /** Staff get a single home page: no manager navigation, only log out. */
  variant?: 'manager' | 'staff';
};

/** Signed-in page frame: fixed top bar, navigation, footer and phone bottom bar. */
export function AppFrame({
  children,
  userLabel,
  onLogout,
  width = 'narrow',
  hideBottomNav,
  banner,
  variant = 'manager',
}: AppFrameProps) {
  const staff = variant === 'staff';
  const showBottomNav = !hideBottomNav && !staff;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="fixed inset-x-0 top-0 z-40 h-14 border-b bg-background/95 backdrop-blur-sm">
        <div className="container flex h-full items-center justify-between gap-2">
          <div className="flex shrink-0 items-center gap-1">
            {!staff && <MobileDrawer onLogout={onLogout} />}
            <Logo to={staff ? paths.myUpdates : paths.dashboard} />
          </div>
          {/* Takes what room is left and truncates, so it never runs under the logo. */}
          <p
            className="min-w-0 flex-1 truncate text-right text-sm text-muted-foreground md:text-center"
            data-testid="welcome-line"
          >
            <Trans>
              Welcome, <span className="font-medium text-foreground">{userLabel}</span>
            </Trans>
          </p>
          {staff ? (
            <Button variant="outline" size="sm" onClick={onLogout}>
              <LogOut aria-hidden />
              <Trans>Log out</Trans>
            </Button>
          ) : (
            <DesktopNav onLogout={onLogout} />
          )}
        </div>
      </header>
      <div className="h-14" aria-hidden />
      {banner}
      <main
        id="main-content"
        className={cn(
          'container flex-1 py-4 md:py-8',
          width === 'narrow' && 'max-w-3xl',
          showBottomNav && 'pb-24 md:pb-8',
        )}
      >
        {children}
      </main>
      {/* Staff pages bring their own bottom bar on phones (StaffBottomNav): the footer clears it. */}
      <div className={cn((showBottomNav || staff) && 'pb-16 md:pb-0')}>
        <Footer staff={staff} />
      </div>
      {showBottomNav && <BottomNav />}
    </div>
  );
}
