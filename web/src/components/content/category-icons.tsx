import {
  Baby,
  Gamepad2,
  HeartPulse,
  Lightbulb,
  Moon,
  ShoppingBag,
  Tag,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import { CATEGORIES, normalizeCategory, type Category } from '@nestkeep/common/web';
import { cn } from '@/lib/utils';

interface CategoryLook {
  icon: LucideIcon;
  /** Badge and icon-tile colours (the name is always shown too: colour never carries meaning alone). */
  tone: string;
}

const LOOKS: Record<Category, CategoryLook> = {
  'Sleep & Routines': {
    icon: Moon,
    tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/40 dark:text-indigo-200',
  },
  'Feeding & Nutrition': {
    icon: Utensils,
    tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  },
  'Development & Learning': {
    icon: Baby,
    tone: 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200',
  },
  'Health & Safety': {
    icon: HeartPulse,
    tone: 'bg-rose-100 text-rose-800 dark:bg-rose-900/40 dark:text-rose-200',
  },
  'Products & Reviews': {
    icon: ShoppingBag,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  },
  'Parenting Tips': {
    icon: Lightbulb,
    tone: 'bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200',
  },
  'Entertainment & Play': {
    icon: Gamepad2,
    tone: 'bg-pink-100 text-pink-800 dark:bg-pink-900/40 dark:text-pink-200',
  },
};

/** Unknown categories get a default look (part 1 §2). */
const DEFAULT_LOOK: CategoryLook = { icon: Tag, tone: 'bg-muted text-foreground' };

export function categoryLook(category: string | null | undefined): CategoryLook {
  const known = normalizeCategory(category);
  return known ? LOOKS[known] : DEFAULT_LOOK;
}

/**
 * A category as a screen names it (part 1 §3): the dashboard and card use the stored names; the
 * saved screen and the detail modal read 'Sleep & Bedtime' and 'Development & Milestones'.
 */
export type CategoryReading = 'dashboard' | 'saved';
const SAVED_READING: Partial<Record<Category, string>> = {
  'Sleep & Routines': 'Sleep & Bedtime',
  'Development & Learning': 'Development & Milestones',
};

export function categoryLabel(category: string, reading: CategoryReading = 'dashboard'): string {
  const known = normalizeCategory(category);
  if (!known) return category;
  return reading === 'saved' ? (SAVED_READING[known] ?? known) : known;
}

/** The seven categories as options: the stored value with the screen's label. */
export function categoryOptions(reading: CategoryReading = 'dashboard') {
  return CATEGORIES.map((value) => ({ value, label: categoryLabel(value, reading) }));
}

export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const { icon: Icon } = categoryLook(category);
  return <Icon className={cn('h-5 w-5', className)} aria-hidden />;
}

export function CategoryBadge({
  category,
  reading = 'dashboard',
  className,
}: {
  category: string;
  reading?: CategoryReading;
  className?: string;
}) {
  const { icon: Icon, tone } = categoryLook(category);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        tone,
        className,
      )}
    >
      <Icon className="h-3 w-3" aria-hidden />
      {categoryLabel(category, reading)}
    </span>
  );
}
