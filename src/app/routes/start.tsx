import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The installed app opens here (the manifest's start_url). The route sits behind
 * RedirectIfSignedIn, which already sends staff to /my-updates and managers to the dashboard, so
 * only a signed-out person reaches this element: they go to sign in.
 */
export function StartRoute() {
  return <Navigate to={paths.auth} replace />;
}
