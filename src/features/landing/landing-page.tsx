import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, CheckCircle2, FileUp, PencilLine, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LanguagePicker } from '@/components/layout/language-picker';
import { Logo } from '@/components/layout/logo';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

const features = [
  {
    title: msg`Upload Menus`,
    text: msg`Drop in a PDF, Word file, photo or pasted text and get a structured menu.`,
    icon: FileUp,
  },
  {
    title: msg`Edit Content`,
    text: msg`Correct items, prices, descriptions, allergens and dietary tags in one place.`,
    icon: PencilLine,
  },
  {
    title: msg`Manage Staff`,
    text: msg`Keep your team directory, roles and notification preferences up to date.`,
    icon: Users,
  },
  {
    title: msg`Send Updates`,
    text: msg`Tell the right people what changed before the next shift starts.`,
    icon: Bell,
  },
];

const benefits = [
  { title: msg`Real-time updates`, text: msg`Staff see menu changes as soon as you send them.` },
  {
    title: msg`Easy to use`,
    text: msg`Built for busy managers: a few taps from upload to update.`,
  },
  { title: msg`Multiple formats`, text: msg`PDF, Word, images and plain text are all welcome.` },
  {
    title: msg`Staff management`,
    text: msg`Roles, invitations and preferences for your whole team.`,
  },
  {
    title: msg`Secure and reliable`,
    text: msg`Your restaurant’s data is only visible to your account.`,
  },
  {
    title: msg`Mobile friendly`,
    text: msg`Works on the phone in your apron pocket as well as the office desktop.`,
  },
];

export function LandingPage() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="container flex h-14 items-center justify-between">
          <Logo to={paths.home} />
          <div className="flex items-center gap-2">
            <LanguagePicker />
            <Link className={buttonVariants({ variant: 'ghost', size: 'sm' })} to={paths.auth}>
              <Trans>Sign In</Trans>
            </Link>
          </div>
        </div>
      </header>
      <main id="main-content" className="flex-1">
        <section className="container flex flex-col items-center gap-6 py-12 text-center md:py-20">
          <span className="rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
            <Trans>Restaurant Management Platform</Trans>
          </span>
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl md:text-5xl">
            <Trans>Welcome to Preshift: keep your team in step with your menu</Trans>
          </h1>
          <p className="max-w-2xl text-base text-muted-foreground md:text-lg">
            <Trans>
              The restaurant management platform that keeps restaurant staff informed with real-time
              menu updates.
            </Trans>
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link className={buttonVariants({ size: 'lg' })} to={paths.auth}>
              <Trans>Get Started</Trans>
            </Link>
            <Link
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
              to={paths.onboarding}
            >
              <Trans>Quick Demo</Trans>
            </Link>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="container pb-12">
          <h2 id="features-heading" className="sr-only">
            <Trans>Features</Trans>
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((f) => (
              <article
                key={f.title.id}
                className="flex flex-col gap-2 rounded-lg border bg-card p-5 shadow-xs"
              >
                <f.icon className="size-8 text-primary" aria-hidden />
                <h3 className="text-lg font-semibold">{t(f.title)}</h3>
                <p className="text-sm text-muted-foreground">{t(f.text)}</p>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="why-heading" className="bg-muted/50 py-12">
          <div className="container">
            <h2 id="why-heading" className="mb-6 text-center text-2xl font-bold">
              <Trans>Why Choose Preshift?</Trans>
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {benefits.map((b) => (
                <li key={b.title.id} className="flex gap-3 rounded-lg bg-background p-4">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <div>
                    <h3 className="font-semibold">{t(b.title)}</h3>
                    <p className="text-sm text-muted-foreground">{t(b.text)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="container flex flex-col items-center gap-4 py-12 text-center">
          <h2 className="text-2xl font-bold">
            <Trans>Ready for your next pre-shift?</Trans>
          </h2>
          <Link className={buttonVariants({ size: 'lg' })} to={paths.auth}>
            <Trans>Create Your Account</Trans>
          </Link>
        </section>
      </main>
      <footer className="border-t py-6 text-center text-xs text-muted-foreground">
        <Trans>© {year} Preshift. All rights reserved.</Trans>
      </footer>
    </div>
  );
}
