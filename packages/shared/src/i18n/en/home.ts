/**
 * The home page's own interface words. Slide descriptions repeat the headlines drawn into the seeded
 * banner pictures (apps/server/src/seed/art/marketing-art.ts), as their text alternatives.
 */
export const home = {
  featured: 'Featured collections',
  /** What a screen reader calls the sliders and their slides (aria-roledescription). */
  carousel: 'carousel',
  slide: 'slide',
  /** The banners' headlines, drawn over their pictures. */
  slides: [
    { title: 'Summer Collection', subtitle: 'Light cottons for warm days' },
    { title: 'Cosy Home Textiles', subtitle: 'Blankets, pillows and bed linen' },
    { title: 'For Little Ones', subtitle: 'Soft basics for babies and kids' },
  ],
  slideOf: '{index} of {count}',
  showSlide: 'Show slide {index} of {count}',
  pauseSlides: 'Pause the slideshow',
  playSlides: 'Play the slideshow',
  shopNow: 'SHOP NOW',
  newArrivals: 'New Arrivals',
  newArrivalsIntro: 'Just landed in the shop',
  previousProducts: 'Previous products',
  nextProducts: 'Next products',
  viewAll: 'View all',
  genderTitle: 'Shop by Gender and Age',
  genderIntro: 'Everyday wear for the whole family',
  men: "Men's Section",
  women: "Women's Section",
  kids: "Kid's Section",
  babies: "Baby's Section",
  newsletterTitle: 'Stay in the loop',
  newsletterText: 'New arrivals, seasonal offers and care tips from the shop, straight to your inbox.',
  subscribe: 'SUBSCRIBE',
  opensInNewTab: '(opens in a new tab)',
  categoryTitle: 'Shop by Category',
  categoryIntro: 'From cosy pyjamas to crib sets and towels',
} as const;
