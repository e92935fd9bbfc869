/**
 * 10,000 deterministic, distinct slot titles. Index i is spread by a multiplicative permutation of
 * 0..9,999 (7919 is prime to 10,000, so no two indexes meet) and read as mixed-radix digits over three
 * word lists, 40 × 50 × 5 = 10,000 names: the same seed always yields the same lobby, in any process.
 */
const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Royal',
  'Mystic',
  'Fiery',
  'Frozen',
  'Sacred',
  'Hidden',
  'Electric',
  'Ancient',
  'Crystal',
  'Diamond',
  'Emerald',
  'Jade',
  'Silver',
  'Thunder',
  'Shining',
  'Magic',
  'Neon',
  'Cosmic',
  'Savage',
  'Jolly',
  'Sweet',
  'Blazing',
  'Raging',
  'Dancing',
  'Spinning',
  'Hot',
  'Grand',
  'Secret',
  'Fortune',
  'Happy',
  'Crazy',
  'Super',
  'Mega',
  'Twin',
  'Rising',
  'Eternal',
] as const;

const NOUNS = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Panda',
  'Pharaoh',
  'Buffalo',
  'Koi',
  'Lotus',
  'Treasure',
  'Empire',
  'Temple',
  'Jungle',
  'Ocean',
  'Volcano',
  'Pirate',
  'Samurai',
  'Ninja',
  'Viking',
  'Wizard',
  'Queen',
  'King',
  'Gems',
  'Fruits',
  'Candy',
  'Bells',
  'Sevens',
  'Stars',
  'Moon',
  'Sun',
  'Gold Rush',
  'Safari',
  'Wolf',
  'Eagle',
  'Lion',
  'Elephant',
  'Monkey',
  'Rooster',
  'Carnival',
  'Fiesta',
  'Galaxy',
  'Kingdom',
  'Legend',
  'Quest',
  'Riches',
  'Wheel',
  'Bonanza',
  'Heist',
  'Genie',
  'Cleopatra',
  'Olympus',
] as const;

/** The suffix also decides the title's sub-category (gameClassify). */
const SUFFIXES = [
  { text: '', classify: 'SLOT' },
  { text: ' Deluxe', classify: 'SLOT' },
  { text: ' Megaways', classify: 'MEGAWAYS' },
  { text: ' Jackpot', classify: 'JACKPOT' },
  { text: ' Hold and Win', classify: 'SLOT' },
] as const;

export const SLOT_TITLE_COUNT = ADJECTIVES.length * NOUNS.length * SUFFIXES.length;

export interface SlotTitle {
  name: string;
  classify: string;
}

export function slotTitle(index: number): SlotTitle {
  if (!Number.isInteger(index) || index < 0 || index >= SLOT_TITLE_COUNT) {
    throw new RangeError(`slot title index ${index} is outside 0..${SLOT_TITLE_COUNT - 1}`);
  }
  const spread = (index * 7919) % SLOT_TITLE_COUNT;
  const adjective = ADJECTIVES[spread % ADJECTIVES.length] as string;
  const noun = NOUNS[Math.floor(spread / ADJECTIVES.length) % NOUNS.length] as string;
  const suffix = SUFFIXES[Math.floor(spread / (ADJECTIVES.length * NOUNS.length))] as (typeof SUFFIXES)[number];
  return { name: `${adjective} ${noun}${suffix.text}`, classify: suffix.classify };
}
