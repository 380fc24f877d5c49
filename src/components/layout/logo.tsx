import { useLingui } from '@lingui/react/macro';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { clsx } from 'clsx';

// The brand is the same in every language.
const BRAND = 'Preshift';

export function Logo({ to, className }: { to: string; className?: string }) {
  const { t } = useLingui();
  return (
    <Link
      to={to}
      className={clsx('inline-flex min-h-11 items-center gap-2 font-bold text-primary', className)}
      aria-label={t`Preshift home`}
    >
      <ChefHat className="size-6" aria-hidden />
      <span className="text-lg tracking-tight">{BRAND}</span>
    </Link>
  );
}
