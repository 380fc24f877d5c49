import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { NotFoundRoute } from './not-found';

/** Router-level error page for failures thrown while rendering or loading a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error('[router] unhandled route error', error);
  // A stale tab after a deploy fails to load a route chunk; a reload fixes that.
  const message = error instanceof Error ? error.message : 'Unknown error';
  return (
    <main
      id="main-content"
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page hit an unexpected error. Your saved data is safe. Try again, or go back to the
        start.
      </p>
      <p className="max-w-md break-words text-xs text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className={buttonVariants({ variant: 'outline' })} to={paths.home}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
