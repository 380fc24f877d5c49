import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

export type CategoryChip = { name: string; count: number };

type Props = { categories: CategoryChip[]; onJump: (index: number) => void };

/**
 * A row of category chips that stays under the top bar while a long menu scrolls, so a phone user
 * can jump to a section instead of swiping through every card. One category needs no jumping.
 */
export function CategoryChips({ categories, onJump }: Props) {
  const { t } = useLingui();
  if (categories.length < 2) return null;
  return (
    // `contain: inline-size`: the row's natural width (every chip side by side) must not count
    // when the page sizes its columns, or a long menu widens the page instead of the row scrolling.
    <nav
      aria-label={t`Categories`}
      className="sticky top-14 z-20 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur-sm contain-[inline-size]"
    >
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {categories.map((c, index) => (
          <li key={c.name} className="shrink-0">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="rounded-full"
              onClick={() => onJump(index)}
            >
              {c.name}
              <span className="text-muted-foreground" aria-hidden>
                {c.count}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
