import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { NotFoundRoute } from './not-found';

/** Router-level error page for failures thrown while rendering or loading a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useLingui();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error('[router] unhandled route error', error);
  // A stale tab after a deploy fails to load a route chunk; a reload fixes that.
  const message = error instanceof Error ? error.message : t`Unknown error`;
  return (
    <main
      id="main-content"
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="max-w-md text-muted-foreground">
        <Trans>
          This page hit an unexpected error. Your saved data is safe. Try again, or go back to the
          start.
        </Trans>
      </p>
      <p className="max-w-md wrap-break-word text-xs text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
        <Link className={buttonVariants({ variant: 'outline' })} to={paths.home}>
          <Trans>Return to Home</Trans>
        </Link>
      </div>
    </main>
  );
}
