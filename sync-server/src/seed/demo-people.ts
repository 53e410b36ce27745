// Who the demo data belongs to: the demo admin (distributor of every meal), the demo resident
// (bronze, no package, so checkout can be shown) and twelve residents whose likes and reviews
// make the lists look lived in. Everyone signs in with the password of their role.
import type { AvatarArt } from './meal-art';

export type DemoPerson = {
  email: string;
  name: string;
  role: 'admin' | 'general';
  password: string;
  /** File name part of the photo: /api/uploads/demo-avatar-<slug>.svg */
  slug: string;
  avatar: AvatarArt;
};

/** Passwords follow the registration rules: 6 or more characters, one special character. */
const ADMIN_PASSWORD = 'Admin#2026';
export const RESIDENT_PASSWORD = 'Resident#2026';

export const DEMO_ADMIN: DemoPerson = {
  email: 'admin@hostel.test',
  name: 'Kamrul Hasan',
  role: 'admin',
  password: ADMIN_PASSWORD,
  slug: 'admin',
  avatar: { emoji: 'man-cook-medium', color: '#f59e0b' },
};

export const DEMO_RESIDENT: DemoPerson = {
  email: 'resident@hostel.test',
  name: 'Ayesha Rahman',
  role: 'general',
  password: RESIDENT_PASSWORD,
  slug: 'resident',
  avatar: { emoji: 'woman-with-headscarf-medium', color: '#14b8a6' },
};

const RESIDENT_FACES: readonly AvatarArt[] = [
  { emoji: 'man-student-medium', color: '#60a5fa' },
  { emoji: 'girl-medium', color: '#f472b6' },
  { emoji: 'boy-medium', color: '#34d399' },
  { emoji: 'woman-medium', color: '#a78bfa' },
  { emoji: 'man-medium', color: '#fb923c' },
  { emoji: 'woman-with-headscarf-medium', color: '#facc15' },
];

const RESIDENT_NAMES = [
  'Tanvir Ahmed',
  'Nusrat Jahan',
  'Rakib Hasan',
  'Farhana Akter',
  'Sakib Rahman',
  'Sadia Islam',
  'Imran Kabir',
  'Tasnim Chowdhury',
  'Fahim Mahmud',
  'Jannatul Ferdous',
  'Arif Hossain',
  'Mim Sultana',
];

/** resident1@hostel.test … resident12@hostel.test: they like and review the demo meals. */
export const DEMO_RESIDENTS: readonly DemoPerson[] = RESIDENT_NAMES.map((name, index) => ({
  email: `resident${index + 1}@hostel.test`,
  name,
  role: 'general',
  password: RESIDENT_PASSWORD,
  slug: `resident${index + 1}`,
  avatar: RESIDENT_FACES[index % RESIDENT_FACES.length],
}));

export const DEMO_PEOPLE: readonly DemoPerson[] = [DEMO_ADMIN, DEMO_RESIDENT, ...DEMO_RESIDENTS];

/** Review texts by the rating they go with; `{meal}` is replaced by the meal's title. */
export const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Best {meal} I have had outside home. Please make it every week!',
    'Absolutely loved it. Perfectly spiced and the portion was generous.',
    'The {meal} was hot, fresh and full of flavour. Worth every taka.',
    'Ammu-level cooking. Our whole floor came back for seconds.',
  ],
  4: [
    'Really tasty {meal}. A little more salt and it would be perfect.',
    'Good portion for the price and it was still warm when I got it.',
    'Very nice. I would order the {meal} again before exams.',
    'Tasty and filling, though the queue was long today.',
  ],
  3: [
    'Decent {meal}, but it was a bit oily for me.',
    'Okay for a hostel meal. The rice could have been softer.',
    'Fine taste, small portion. Could be better for the price.',
  ],
  2: [
    'The {meal} was cold by the time it reached our block.',
    'Too much chili today, could not finish it.',
  ],
  1: ['Not good today, the {meal} tasted a day old.'],
};
