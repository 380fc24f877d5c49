import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/session/auth-context';
import { useRole } from '@/session/use-role';

/** Protected pages: a spinner while the session resolves, /auth (replacing history) when signed out. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner className="min-h-dvh" />;
  if (status === 'signedOut')
    return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Public auth pages: a signed-in user goes straight to their home. */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  const role = useRole();
  if (status === 'loading') return <Spinner className="min-h-dvh" />;
  if (status === 'signedIn')
    return <Navigate to={role === 'Staff' ? paths.myUpdates : paths.dashboard} replace />;
  return <Outlet />;
}

/** Manager pages send staff accounts to their own home. */
export function RequireManager() {
  return useRole() === 'Staff' ? <Navigate to={paths.myUpdates} replace /> : <Outlet />;
}

/** Staff pages send managers to the dashboard. */
export function RequireStaff() {
  return useRole() === 'Staff' ? <Outlet /> : <Navigate to={paths.dashboard} replace />;
}
