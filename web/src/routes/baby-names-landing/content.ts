import type { GeneratedName } from '@nestkeep/common/web';
import {
  BookOpen,
  Filter,
  Globe,
  Heart,
  InfinityIcon,
  Leaf,
  Landmark,
  Search,
  Share2,
  Sparkles,
  Star,
  TrendingUp,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** Where the landing sends visitors (part 2 §2.1). */
export const SIGN_IN_HREF = '/login?redirect=/tools/baby-name-generator&source=baby-names-landing';
export const GENERATOR_HREF = '/baby-name-generator';

/** A few real names with meanings and origins checked against common references. */
export const SAMPLE_NAMES: ReadonlyArray<Pick<GeneratedName, 'name' | 'gender' | 'meaning' | 'origin'>> = [
  { name: 'Aurora', gender: 'girl', meaning: 'Dawn', origin: 'Latin' },
  { name: 'Ezra', gender: 'boy', meaning: 'Help', origin: 'Hebrew' },
  { name: 'Rowan', gender: 'unisex', meaning: 'Little red one', origin: 'Celtic' },
  { name: 'Leilani', gender: 'girl', meaning: 'Heavenly flowers', origin: 'Hawaiian' },
  { name: 'Amara', gender: 'girl', meaning: 'Grace (Igbo)', origin: 'West African' },
  { name: 'Leo', gender: 'boy', meaning: 'Lion', origin: 'Latin' },
];

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const FEATURES: readonly IconCard[] = [
  {
    icon: Filter,
    title: 'Filters that fit your family',
    text: 'Narrow thousands of names by gender, origin, first letter, meaning, syllables and popularity.',
  },
  {
    icon: BookOpen,
    title: 'Meanings and origins',
    text: 'Every name comes with what it means, where it comes from, its variants and famous namesakes.',
  },
  {
    icon: TrendingUp,
    title: 'Popularity and trends',
    text: 'See how common a name is and whether it is rising or declining, from US baby-name records.',
  },
  {
    icon: Heart,
    title: 'Save your favorites',
    text: 'With a free account, heart the names you love and find your shortlist on any device.',
  },
  {
    icon: Share2,
    title: 'Share with your partner',
    text: 'An account lets you share your list with your partner, so you can shortlist together.',
  },
  {
    icon: InfinityIcon,
    title: 'Unlimited suggestions',
    text: 'Keep generating: each new batch brings names you have not seen yet, never the same one twice.',
  },
];

export const STEPS: readonly IconCard[] = [
  {
    icon: Search,
    title: 'Set your filters',
    text: 'Choose a gender, an origin, a first letter or a meaning, and how rare or long the name should be.',
  },
  {
    icon: Sparkles,
    title: 'Generate names',
    text: 'Get eight names at a time with meanings, origins and trends. Ask for more whenever you like.',
  },
  {
    icon: Heart,
    title: 'Keep your favorites',
    text: 'Heart the ones that make you smile, copy them to share, and come back to your shortlist later.',
  },
];

/** Name categories with the counts of part 2 §2.8. */
export const CATEGORIES: ReadonlyArray<IconCard & { count: string; examples: string }> = [
  {
    icon: Landmark,
    title: 'Traditional',
    count: '500+',
    text: 'Classics that have been loved for generations.',
    examples: 'Elizabeth, William, Catherine',
  },
  {
    icon: Zap,
    title: 'Modern and Unique',
    count: '300+',
    text: 'Fresh choices that stand out on any class list.',
    examples: 'Nova, Everly, Zion',
  },
  {
    icon: Leaf,
    title: 'Nature-Inspired',
    count: '200+',
    text: 'Names drawn from trees, flowers, rivers and skies.',
    examples: 'Willow, River, Hazel',
  },
  {
    icon: Globe,
    title: 'International',
    count: '400+',
    text: 'Names from cultures and languages around the world.',
    examples: 'Amara, Mateo, Leilani',
  },
  {
    icon: Star,
    title: 'Short and Sweet',
    count: '150+',
    text: 'One or two syllables, easy to say and to spell.',
    examples: 'Ava, Leo, Mia',
  },
  {
    icon: BookOpen,
    title: 'Literary',
    count: '250+',
    text: 'Names of characters and authors from the books we love.',
    examples: 'Atticus, Matilda, Juliet',
  },
];

/** Marketing copy, labelled as such on the page: not reviews from real users. */
export const TESTIMONIALS = [
  {
    quote:
      'We had a list of fifty names and agreed on none. Filtering by origin and meaning got us to three, and then to one.',
    who: 'Expecting parents, second baby',
  },
  {
    quote:
      'Seeing whether a name is rising helped us pick something special that will not be shared by four kids in one class.',
    who: 'First-time parent',
  },
  {
    quote:
      'Sharing our shortlist meant we could both add favorites during the week and talk them over on Sunday.',
    who: 'Parents-to-be',
  },
];
