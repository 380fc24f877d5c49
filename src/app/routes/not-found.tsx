import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <Link className={buttonVariants()} to={paths.home}>
        <Trans>Return to Home</Trans>
      </Link>
    </main>
  );
}
