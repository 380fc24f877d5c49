import type { ReactNode } from 'react';
import { CategoryChips } from './category-chips';
import { CategorySection } from './category-section';
import { useCategoryFold, type CategoryFold } from './use-category-fold';

type Props<T> = {
  groups: [string, T[]][];
  /** Makes the section ids unique on the page. */
  idPrefix: string;
  /** Controls beside a category's heading. */
  actions?: (category: string, index: number) => ReactNode;
  /** A category's items. */
  children: (list: T[], category: string) => ReactNode;
  /** The fold state, when the page also needs to unfold a category (to show an item in it). */
  fold?: CategoryFold;
};

/** A menu's categories under sticky jump chips, each one foldable: the editor's and the staff's. */
export function FoldableCategories<T>({
  groups,
  idPrefix,
  actions,
  children,
  fold: given,
}: Props<T>) {
  const own = useCategoryFold();
  const fold = given ?? own;
  const sectionId = (index: number) => `${idPrefix}-${index}`;
  return (
    <>
      <CategoryChips
        categories={groups.map(([name, list]) => ({ name, count: list.length }))}
        onJump={(index) => fold.jump(groups[index]![0], sectionId(index))}
      />
      <div className="mt-4 grid gap-8">
        {groups.map(([category, list], index) => (
          <CategorySection
            key={category}
            id={sectionId(index)}
            name={category}
            count={list.length}
            level={2}
            open={fold.isOpen(category)}
            onToggle={() => fold.toggle(category)}
            actions={actions?.(category, index)}
          >
            {children(list, category)}
          </CategorySection>
        ))}
      </div>
    </>
  );
}
