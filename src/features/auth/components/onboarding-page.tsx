import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, FileUp, Users } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuth, type AuthStatus } from '@/session/auth-context';
import { Logo } from '@/components/layout/logo';
import { paths } from '@/config/paths';
import { LocalModeNote } from './local-mode-note';
import { OnboardingForm } from './onboarding-form';

const blurbs = [
  {
    icon: FileUp,
    title: msg`Upload your menu`,
    text: msg`PDF, Word, a photo or pasted text becomes an editable menu.`,
  },
  {
    icon: Users,
    title: msg`Bring your team`,
    text: msg`Add servers, bartenders and kitchen staff in minutes.`,
  },
  {
    icon: Bell,
    title: msg`Brief every shift`,
    text: msg`Send staff exactly what changed before service.`,
  },
];

export function OnboardingPage() {
  const { t } = useLingui();
  const { status } = useAuth();
  // Only a visitor who arrives signed in is redirected; our own sign-up must finish its follow-up.
  const [arrivedAs, setArrivedAs] = useState<AuthStatus | null>(null);
  if (arrivedAs === null && status !== 'loading') setArrivedAs(status);
  if (arrivedAs === null) return <Spinner className="min-h-dvh" />;
  if (arrivedAs === 'signedIn') return <Navigate to={paths.dashboard} replace />;
  return (
    <main id="main-content" className="min-h-dvh bg-muted/40">
      <div className="container grid gap-8 py-8 md:grid-cols-2 md:items-center md:py-16">
        <section className="grid gap-6">
          <Logo to={paths.home} />
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
            <Trans>Welcome to Preshift</Trans>
          </h1>
          <ul className="grid gap-4">
            {blurbs.map((b) => (
              <li key={b.title.id} className="flex gap-3">
                <b.icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden />
                <div>
                  <h2 className="font-semibold">{t(b.title)}</h2>
                  <p className="text-sm text-muted-foreground">{t(b.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col items-center gap-3">
          <OnboardingForm />
          <LocalModeNote />
        </div>
      </div>
    </main>
  );
}
