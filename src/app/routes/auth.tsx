import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LanguagePicker } from '@/components/layout/language-picker';
import { Logo } from '@/components/layout/logo';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AuthForm } from '@/features/auth/components/auth-form';
import { LocalModeNote } from '@/features/auth/components/local-mode-note';

export function AuthRoute() {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted/40 p-4"
    >
      {/* Before the form: someone who cannot read it first picks a language they can. */}
      <LanguagePicker className="self-end" />
      <Logo to={paths.home} />
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 md:pt-6">
          <AuthForm />
        </CardContent>
      </Card>
      <LocalModeNote />
      <Link
        to={paths.home}
        className="inline-flex min-h-11 items-center text-sm text-muted-foreground underline"
      >
        <Trans>Back to home</Trans>
      </Link>
    </main>
  );
}
