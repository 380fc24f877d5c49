import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/session/auth-context';

/** Protected pages: a spinner while the session resolves, /auth (replacing history) when signed out. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner className="min-h-dvh" />;
  if (status === 'signedOut')
    return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Public auth pages: a signed-in user goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  if (status === 'loading') return <Spinner className="min-h-dvh" />;
  if (status === 'signedIn') return <Navigate to={paths.settings} replace />;
  return <Outlet />;
}
