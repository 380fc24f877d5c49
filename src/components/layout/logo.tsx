import { ChefHat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { clsx } from 'clsx';

export function Logo({ to, className }: { to: string; className?: string }) {
  return (
    <Link
      to={to}
      className={clsx('inline-flex min-h-11 items-center gap-2 font-bold text-primary', className)}
      aria-label="Preshift home"
    >
      <ChefHat className="size-6" aria-hidden />
      <span className="text-lg tracking-tight">Preshift</span>
    </Link>
  );
}
