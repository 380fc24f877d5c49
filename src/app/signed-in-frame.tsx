import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppFrame } from '@/components/layout/app-frame';
import { TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { displayName } from '@/domain/profile';
import { useAuth } from '@/session/auth-context';

type Props = {
  children: ReactNode;
  width?: 'narrow' | 'full';
  hideBottomNav?: boolean;
  variant?: 'manager' | 'staff';
};

/** Connects the presentational frame to the signed-in user and the log-out action. */
export function SignedInFrame({ children, width, hideBottomNav, variant }: Props) {
  const { user, profile, signOut, backendKind } = useAuth();
  const navigate = useNavigate();
  const { t } = useLingui();
  const label = displayName(
    { full_name: profile?.full_name ?? user?.user_metadata.full_name, email: user?.email },
    t`User`,
  );
  const banner =
    backendKind === 'local' ? (
      // A landmark of its own, so screen-reader users moving by landmarks do not skip it.
      <aside aria-label={t`Storage`} className="border-b bg-amber-50 px-4 py-1">
        <p className="text-center text-xs text-amber-900">
          <Trans>Local mode: your account and data are stored only in this browser.</Trans>
        </p>
      </aside>
    ) : null;
  // Tooltips only appear on signed-in pages, so their provider stays out of the landing bundle.
  return (
    <TooltipProvider>
      <AppFrame
        userLabel={label}
        width={width}
        hideBottomNav={hideBottomNav}
        variant={variant}
        banner={banner}
        onLogout={async () => {
          if (await signOut()) navigate(paths.auth);
        }}
      >
        {children}
      </AppFrame>
    </TooltipProvider>
  );
}
