/** The demo shop's people: who signs in to try it, and who left the reviews. */
import type { Role } from '@shop/shared';

export interface DemoUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export const DEMO_ADMIN: DemoUser = {
  name: 'Shop Admin',
  email: 'admin@mira-shop.example',
  password: 'admin123',
  role: 'admin',
};

export const DEMO_CUSTOMER: DemoUser = {
  name: 'Nour Khalil',
  email: 'customer@mira-shop.example',
  password: 'customer123',
  role: 'user',
};

/** They only write reviews; nobody is expected to sign in as them. */
export const REVIEWERS: readonly DemoUser[] = [
  'Rana Haddad',
  'Karim Khoury',
  'Maya Saad',
  'Nadim Aoun',
  'Layla Farah',
  'Joelle Nassar',
  'Omar Itani',
].map((name) => ({
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@mira-shop.example`,
  password: 'reviewer123',
  role: 'user',
}));

export const DEMO_USERS: readonly DemoUser[] = [DEMO_ADMIN, DEMO_CUSTOMER, ...REVIEWERS];

/** Ratings with comments that fit any garment or textile of the shop. */
export const REVIEW_TEXTS: readonly (readonly [number, string])[] = [
  [5, 'Beautiful quality, exactly like the picture.'],
  [5, 'Very soft and the colour is lovely. Ordering another one.'],
  [5, 'Arrived the next day in Beirut, well packed. Thank you!'],
  [5, 'Great value for the price, the fabric feels expensive.'],
  [5, 'My mother loved it, a perfect gift.'],
  [5, 'Washed it twice already and it still looks new.'],
  [4, 'Good quality. The size runs a little big.'],
  [4, 'Nice fabric, the colour is slightly darker than on screen.'],
  [4, 'Comfortable and well made. Delivery took three days.'],
  [4, 'Very pretty, I just wish it came in more colours.'],
  [4, 'Good for the price. Would buy again.'],
  [3, 'It is fine, but thinner than I expected.'],
  [3, 'Okay quality; the stitching on one side was loose.'],
  [3, 'Nice design, but I had to exchange it for a bigger size.'],
];

/** How many reviews the demo shop starts with. */
export const REVIEW_COUNT = 25;
