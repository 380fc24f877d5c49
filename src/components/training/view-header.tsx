import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CardHeader } from '@/components/ui/card';

type Props = {
  title: ReactNode;
  onBack: () => void;
  /** The title takes focus again whenever this changes (e.g. another module opens). */
  focusKey?: unknown;
  /** Shown under the title. */
  children?: ReactNode;
};

/** The head of a training view that replaces the module list: Back to modules, then the title. */
export function TrainingViewHeader({ title, onBack, focusKey, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the list, so focus moves to its title for keyboard and screen-reader users.
  useEffect(() => heading.current?.focus(), [focusKey]);
  return (
    <CardHeader>
      <Button variant="ghost" size="sm" className="-ml-2 self-start" onClick={onBack}>
        <ArrowLeft aria-hidden />
        <Trans>Back to modules</Trans>
      </Button>
      <h2 ref={heading} tabIndex={-1} className="wrap-break-word text-xl font-bold outline-hidden">
        {title}
      </h2>
      {children}
    </CardHeader>
  );
}
