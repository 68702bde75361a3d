import type { MainCategory } from '@shop/shared';
import type { FabricPattern } from './art/product-art.js';
import type { ShapeKind } from './art/shapes.js';

/** name, fabric pattern of its pictures, season (or '' for all year), one or two sentences of its own. */
export type LineItem = readonly [string, FabricPattern, 'Summer' | 'Winter' | '', string];

/** A run of similar products: where they sit in the tree, how they are sized, coloured and priced. */
export interface ProductLine {
  category: MainCategory;
  subcategory: string;
  subsubcategory?: string;
  /** Product codes are `${prefix}-${4 digits}`, e.g. WPJ-1042. */
  prefix: string;
  kind: ShapeKind;
  sizes: readonly string[];
  colours: readonly string[];
  /** Dollar price range of the line. */
  price: readonly [number, number];
  items: readonly LineItem[];
}

const S = {
  women: ['XS', 'S', 'M', 'L', 'XL'],
  men: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
  pairs: ['S-M', 'L-XL'],
  womenShoes: ['36', '37', '38', '39', '40', '41'],
  menShoes: ['40', '41', '42', '43', '44', '45'],
  kids: ['2', '4', '6', '8', '10', '12', '14'],
  kidsPairs: ['1/2', '3/4', '5/6', '7/8', '9/10', '11/12'],
  babies: ['0-3 Months', '3-6 Months', '6-9 Months', '9-12 Months', '12-18 Months', '18-24 Months'],
  newborn: ['NB-0 Month', '3 Months', '6 Months'],
  one: ['One Size'],
  bed: ['Single', 'Double', 'King'],
} as const;

const SOFT = ['Pink', 'Light Bois De Rose', 'Off White', 'Salmon', 'Light Navy', 'Purple', 'Pistachio'];
const DEEP = ['Navy', 'Burgundy', 'Darkgray', 'Blue Grey', 'Dark Green', 'Brown', 'Blue Petrol'];
const SPORT = ['Navy', 'Darkgray', 'Lightgray', 'Fuchsia', 'Turquoise', 'Blue', 'Neon Fuschia'];
const BRIGHT = ['Yellow', 'Turquoise', 'Orange', 'Blue', 'Green', 'Red', 'Pink'];
const BABY = ['White', 'Pink', 'Light Navy', 'Yellow', 'Pistachio', 'Off White', 'Beige'];
const HOME = ['White', 'Off White', 'Beige', 'Lightgray', 'Blue Grey', 'Bois De Rose', 'Emerald Green'];
const KITCHEN = ['Red', 'Mustard Yellow', 'Green', 'Navy', 'Beige', 'Orange', 'Cherry'];
const BATH = ['White', 'Turquoise', 'Beige', 'Blue Petrol', 'Lightgray', 'Pink', 'Mustard Yellow'];

// biome-ignore format: a data table reads best one product per line
export const PRODUCT_LINES: readonly ProductLine[] = [
  { category: 'Women', subcategory: 'Lingerie', prefix: 'WLG', kind: 'lingerie', sizes: S.women, colours: ['Off White', 'Navy', 'Burgundy', 'Pink', 'Beige'], price: [12, 35], items: [
    ['Lace Bralette Set', 'plain', '', 'A soft triangle bralette with a matching brief, edged in fine floral lace.'],
    ['Satin Balconette Set', 'stripes', '', 'Smooth satin cups with light padding and adjustable straps.'],
    ['Seamless Comfort Set', 'plain', 'Summer', 'Knitted without seams so nothing shows under a fitted top.'],
  ] },
  { category: 'Women', subcategory: 'Pyjamas', prefix: 'WPJ', kind: 'pyjama', sizes: S.women, colours: SOFT, price: [18, 42], items: [
    ['Floral Cotton Pyjama Set', 'floral', 'Summer', 'A button-up shirt and long trousers in crisp printed cotton poplin.'],
    ['Satin Piped Pyjama Set', 'plain', '', 'Silky satin with contrast piping on the collar, cuffs and pocket.'],
    ['Flannel Check Pyjama Set', 'checks', 'Winter', 'Brushed cotton flannel in a soft check, warm enough for cold nights.'],
    ['Striped Short Pyjama Set', 'stripes', 'Summer', 'A short-sleeved shirt and shorts in breezy striped cotton.'],
  ] },
  { category: 'Women', subcategory: 'Robe', prefix: 'WRB', kind: 'robe', sizes: S.pairs, colours: SOFT, price: [24, 55], items: [
    ['Waffle Bath Robe', 'waffle', 'Summer', 'Light waffle-weave cotton that dries quickly after a shower.'],
    ['Plush Fleece Dressing Gown', 'plain', 'Winter', 'A deep shawl collar and cosy fleece for slow winter mornings.'],
  ] },
  { category: 'Women', subcategory: 'Sport Wear', subsubcategory: 'Jacket', prefix: 'WJK', kind: 'jacket', sizes: S.women, colours: SPORT, price: [28, 60], items: [
    ['Zip-Up Training Jacket', 'plain', '', 'A stand collar, full zip and side pockets, with contrast stripes down the sleeves.'],
  ] },
  { category: 'Women', subcategory: 'Sport Wear', subsubcategory: 'Tracksuit', prefix: 'WTS', kind: 'tracksuit', sizes: S.women, colours: SPORT, price: [38, 75], items: [
    ['Velour Tracksuit Set', 'plain', 'Winter', 'A zip jacket and matching joggers in soft velour.'],
  ] },
  { category: 'Women', subcategory: 'Sport Wear', subsubcategory: 'Legging', prefix: 'WLE', kind: 'legging', sizes: S.women, colours: SPORT, price: [14, 32], items: [
    ['High-Waist Sport Legging', 'plain', '', 'Squat-proof stretch fabric with a wide waistband that stays put.'],
    ['Printed Yoga Legging', 'dots', 'Summer', 'Light, breathable and printed with a small dot pattern.'],
  ] },
  { category: 'Women', subcategory: 'Sport Wear', subsubcategory: 'Top', prefix: 'WTP', kind: 'top', sizes: S.women, colours: SPORT, price: [9, 24], items: [
    ['Racerback Training Top', 'plain', 'Summer', 'A loose racerback tank in quick-dry jersey.'],
  ] },
  { category: 'Women', subcategory: 'Sport Wear', subsubcategory: 'Pants', prefix: 'WPT', kind: 'pants', sizes: S.women, colours: SPORT, price: [16, 36], items: [
    ['Cuffed Jogger Pants', 'plain', '', 'Relaxed joggers with ribbed cuffs, side stripes and a drawstring waist.'],
  ] },
  { category: 'Women', subcategory: 'Underwear', prefix: 'WUW', kind: 'underwear', sizes: S.women, colours: ['Off White', 'Pink', 'Beige', 'Navy', 'Lightgray'], price: [6, 18], items: [
    ['Cotton Briefs Pack of 3', 'plain', '', 'Everyday briefs in breathable stretch cotton, three in a pack.'],
    ['Lace Trim Hipsters', 'dots', '', 'Low-rise hipsters finished with a delicate lace waistband.'],
  ] },
  { category: 'Women', subcategory: 'Slipper', prefix: 'WSL', kind: 'slipper', sizes: S.womenShoes, colours: SOFT, price: [8, 22], items: [
    ['Fluffy Indoor Slipper', 'plain', 'Winter', 'A faux-fur upper over a cushioned, non-slip sole.'],
    ['Terry Open-Back Slipper', 'waffle', 'Summer', 'Soft cotton terry that is light enough for summer.'],
  ] },
  { category: 'Women', subcategory: 'Gloves', prefix: 'WGL', kind: 'mittens', sizes: S.one, colours: ['Burgundy', 'Beige', 'Darkgray', 'Pink'], price: [7, 18], items: [
    ['Knitted Touchscreen Gloves', 'checks', 'Winter', 'A cable knit with conductive fingertips for using a phone outdoors.'],
  ] },
  { category: 'Men', subcategory: 'Pyjamas', prefix: 'MPJ', kind: 'pyjama', sizes: S.men, colours: DEEP, price: [20, 45], items: [
    ['Classic Poplin Pyjama Set', 'stripes', 'Summer', 'A notch-collar shirt and trousers in smooth striped poplin.'],
    ['Brushed Flannel Pyjama Set', 'checks', 'Winter', 'Tartan flannel brushed on both sides for extra warmth.'],
    ['Jersey Lounge Pyjama Set', 'plain', '', 'Stretch cotton jersey for sleeping or lounging at home.'],
  ] },
  { category: 'Men', subcategory: 'Robe', prefix: 'MRB', kind: 'robe', sizes: S.pairs, colours: DEEP, price: [28, 60], items: [
    ['Cotton Terry Robe', 'waffle', '', 'Absorbent loop terry with a shawl collar and two patch pockets.'],
    ['Hooded Fleece Robe', 'plain', 'Winter', 'Thick fleece with a hood and a long tie belt.'],
  ] },
  { category: 'Men', subcategory: 'Sport Wear', subsubcategory: 'Jacket', prefix: 'MJK', kind: 'jacket', sizes: S.men, colours: SPORT, price: [30, 65], items: [
    ['Lightweight Running Jacket', 'plain', 'Summer', 'A wind-resistant shell that packs into its own pocket.'],
  ] },
  { category: 'Men', subcategory: 'Sport Wear', subsubcategory: 'Tracksuit', prefix: 'MTS', kind: 'tracksuit', sizes: S.men, colours: SPORT, price: [40, 80], items: [
    ['Fleece Tracksuit Set', 'plain', 'Winter', 'A brushed-back fleece jacket with joggers to match.'],
    ['Poly Track Set', 'stripes', '', 'A shiny track jacket and trousers with contrast side stripes.'],
  ] },
  { category: 'Men', subcategory: 'Sport Wear', subsubcategory: 'Top', prefix: 'MTP', kind: 'top', sizes: S.men, colours: SPORT, price: [10, 26], items: [
    ['Dry-Fit Training Tank', 'plain', 'Summer', 'A sleeveless training top in sweat-wicking mesh.'],
  ] },
  { category: 'Men', subcategory: 'Sport Wear', subsubcategory: 'Pants', prefix: 'MPT', kind: 'pants', sizes: S.men, colours: SPORT, price: [18, 40], items: [
    ['Tapered Training Pants', 'plain', '', 'Tapered legs, zip pockets and an elastic drawstring waist.'],
  ] },
  { category: 'Men', subcategory: 'Underwear', prefix: 'MUW', kind: 'underwear', sizes: S.men, colours: ['Navy', 'Darkgray', 'White', 'Blue Grey'], price: [8, 22], items: [
    ['Stretch Cotton Boxer Briefs', 'plain', '', 'A contoured pouch and a soft waistband, three to a pack.'],
    ['Classic Cotton Briefs', 'stripes', '', 'Pure cotton briefs with a covered elastic waist.'],
  ] },
  { category: 'Men', subcategory: 'Slipper', prefix: 'MSL', kind: 'slipper', sizes: S.menShoes, colours: DEEP, price: [10, 26], items: [
    ['Memory Foam Slipper', 'plain', 'Winter', 'A knitted upper over a memory foam footbed.'],
    ['Suede Moccasin Slipper', 'plain', '', 'Soft suede with a warm lining and a rubber sole.'],
  ] },
  { category: 'Men', subcategory: 'Gloves', prefix: 'MGL', kind: 'mittens', sizes: S.pairs, colours: ['Navy', 'Darkgray', 'Brown'], price: [9, 22], items: [
    ['Thermal Fleece Gloves', 'plain', 'Winter', 'Windproof fleece gloves with a grippy palm.'],
  ] },
  { category: 'Kids', subcategory: 'Pyjamas', prefix: 'KPJ', kind: 'pyjama', sizes: S.kids, colours: BRIGHT, price: [12, 28], items: [
    ['Dinosaur Print Pyjama Set', 'stars', '', 'A long-sleeved top and trousers covered in friendly prints.'],
    ['Glow Stars Pyjama Set', 'stars', 'Winter', 'Cosy cotton with stars that glow softly in the dark.'],
    ['Rainbow Short Pyjama Set', 'stripes', 'Summer', 'A T-shirt and shorts in cheerful rainbow stripes.'],
  ] },
  { category: 'Kids', subcategory: 'Sport Wear', prefix: 'KSW', kind: 'tracksuit', sizes: S.kids, colours: BRIGHT, price: [16, 38], items: [
    ['Kids Zip Tracksuit', 'plain', '', 'A zip jacket and joggers that stand up to the playground.'],
    ['Kids Football Kit', 'stripes', 'Summer', 'A breathable jersey and shorts for match day.'],
  ] },
  { category: 'Kids', subcategory: 'Robe', prefix: 'KRB', kind: 'robe', sizes: S.kidsPairs, colours: BRIGHT, price: [16, 32], items: [
    ['Hooded Animal Bath Robe', 'plain', 'Winter', 'A soft hooded robe with little ears on the hood.'],
    ['Terry Beach Robe', 'waffle', 'Summer', 'Quick-drying terry for the beach and the pool.'],
  ] },
  { category: 'Kids', subcategory: 'Underwear', prefix: 'KUW', kind: 'underwear', sizes: S.kids, colours: BRIGHT, price: [6, 14], items: [
    ['Kids Cotton Boxers Pack of 5', 'dots', '', 'Soft printed cotton boxers, five in a pack.'],
  ] },
  { category: 'Kids', subcategory: 'Slipper', prefix: 'KSL', kind: 'slipper', sizes: S.kidsPairs, colours: BRIGHT, price: [7, 16], items: [
    ['Bunny Plush Slipper', 'plain', 'Winter', 'Plush slippers with floppy ears and a non-slip sole.'],
    ['Light-Up Slipper', 'stars', '', 'Slippers that flash with every step, to the delight of their owner.'],
  ] },
  { category: 'Kids', subcategory: 'Gloves', prefix: 'KGL', kind: 'mittens', sizes: S.kidsPairs, colours: BRIGHT, price: [5, 12], items: [
    ['Kids Knitted Mittens', 'stars', 'Winter', 'Warm knitted mittens joined by a string so they are never lost.'],
  ] },
  { category: 'Babies', subcategory: 'Overall', prefix: 'BOV', kind: 'overall', sizes: S.babies, colours: BABY, price: [10, 26], items: [
    ['Organic Cotton Bodysuit', 'plain', '', 'Organic cotton with envelope shoulders and poppers at the bottom.'],
    ['Star Print Romper', 'stars', 'Summer', 'A short-sleeved romper with a sprinkle of little stars.'],
    ['Quilted Winter Overall', 'checks', 'Winter', 'A lightly quilted overall with a zip from neck to toe.'],
    ['Ribbed Knit Overall', 'stripes', '', 'A stretchy rib knit that grows with your baby.'],
  ] },
  { category: 'Babies', subcategory: 'Pyjamas', prefix: 'BPJ', kind: 'pyjama', sizes: S.babies, colours: BABY, price: [10, 22], items: [
    ['Baby Footed Sleepsuit', 'dots', 'Winter', 'A soft sleepsuit with covered feet and a two-way zip.'],
    ['Baby Cotton Pyjama Set', 'stars', '', 'A wrap top and trousers in pure cotton interlock.'],
  ] },
  { category: 'Babies', subcategory: 'Bibs', prefix: 'BBB', kind: 'bib', sizes: S.one, colours: BABY, price: [4, 12], items: [
    ['Muslin Bandana Bibs Set of 3', 'dots', '', 'Absorbent muslin bibs that fasten with two poppers.'],
    ['Waterproof Pocket Bib', 'stars', '', 'A wipe-clean bib with a pocket that catches crumbs.'],
    ['Terry Feeding Bib', 'waffle', '', 'Thick cotton terry for messy mealtimes.'],
  ] },
  { category: 'Babies', subcategory: 'Crib Set', prefix: 'BCS', kind: 'cribset', sizes: S.one, colours: BABY, price: [35, 80], items: [
    ['Cotton Crib Bedding Set', 'stars', '', 'A quilt, a pillow and a fitted sheet for a standard crib.'],
    ['Quilted Crib Set with Bumper', 'checks', 'Winter', 'A padded quilt and a soft bumper that goes all around the crib.'],
  ] },
  { category: 'Babies', subcategory: 'Blankets', prefix: 'BBL', kind: 'blanket', sizes: S.one, colours: BABY, price: [12, 32], items: [
    ['Cellular Baby Blanket', 'waffle', '', 'An open cellular weave that keeps babies warm without overheating.'],
    ['Sherpa Baby Blanket', 'plain', 'Winter', 'Velvety on one side and sherpa fleece on the other.'],
  ] },
  { category: 'Babies', subcategory: 'Gloves', prefix: 'BGL', kind: 'mittens', sizes: S.newborn, colours: BABY, price: [4, 9], items: [
    ['Newborn Scratch Mittens', 'plain', '', 'Soft cotton mittens that stop little nails from scratching.'],
  ] },
  { category: 'Babies', subcategory: 'Towels', subsubcategory: 'Bath', prefix: 'BTB', kind: 'towel', sizes: S.one, colours: BABY, price: [12, 26], items: [
    ['Hooded Baby Bath Towel', 'waffle', '', 'A large hooded towel in thick, soft cotton terry.'],
  ] },
  { category: 'Babies', subcategory: 'Towels', subsubcategory: 'Baptism', prefix: 'BTP', kind: 'towel', sizes: S.one, colours: ['White', 'Off White'], price: [25, 60], items: [
    ['Embroidered Baptism Towel', 'floral', '', 'A white towel embroidered with a cross and lace edges for the baptism day.'],
  ] },
  { category: 'Babies', subcategory: 'Towels', subsubcategory: 'Face', prefix: 'BTF', kind: 'towel', sizes: S.one, colours: BABY, price: [4, 10], items: [
    ['Baby Face Cloths Set of 5', 'plain', '', 'Small, gentle face cloths for everyday washing.'],
  ] },
  { category: 'Bed Linen', subcategory: 'Bed Sheets', prefix: 'LSH', kind: 'fold', sizes: S.bed, colours: HOME, price: [18, 45], items: [
    ['Percale Fitted Sheet', 'plain', '', 'A crisp 200-thread percale with deep elastic corners.'],
    ['Sateen Flat Sheet', 'stripes', '', 'A silky sateen weave with a fine satin stripe.'],
  ] },
  { category: 'Bed Linen', subcategory: 'Duvet Covers', prefix: 'LDC', kind: 'bed', sizes: S.bed, colours: HOME, price: [30, 75], items: [
    ['Stonewashed Linen Duvet Cover', 'plain', '', 'Pre-washed linen that gets softer with every wash.'],
    ['Floral Cotton Duvet Cover Set', 'floral', 'Summer', 'A printed duvet cover with two matching pillow cases.'],
    ['Flannel Duvet Cover Set', 'checks', 'Winter', 'Warm brushed flannel for the coldest months.'],
  ] },
  { category: 'Bed Linen', subcategory: 'Pillows', prefix: 'LPW', kind: 'pillow', sizes: S.one, colours: ['White', 'Off White'], price: [10, 30], items: [
    ['Hollow Fibre Pillow', 'plain', '', 'A medium-firm pillow with a cotton cover, for back and side sleepers.'],
    ['Memory Foam Pillow', 'waffle', '', 'Contoured memory foam that supports the neck.'],
  ] },
  { category: 'Bed Linen', subcategory: 'Pillow Cases', prefix: 'LPC', kind: 'pillow', sizes: S.one, colours: HOME, price: [6, 16], items: [
    ['Cotton Pillow Cases Pair', 'plain', '', 'Two housewife pillow cases in soft cotton.'],
    ['Embroidered Pillow Sham', 'floral', '', 'A decorative sham with an embroidered border.'],
  ] },
  { category: 'Bed Linen', subcategory: 'Blankets', prefix: 'LBL', kind: 'blanket', sizes: S.bed, colours: HOME, price: [25, 70], items: [
    ['Chunky Knit Throw', 'waffle', 'Winter', 'A chunky knit throw for the sofa or the end of the bed.'],
    ['Fleece Bed Blanket', 'plain', 'Winter', 'A light but warm fleece blanket that is easy to wash.'],
  ] },
  { category: 'Bed Linen', subcategory: 'Bedspreads', prefix: 'LBS', kind: 'bed', sizes: S.bed, colours: HOME, price: [40, 80], items: [
    ['Quilted Bedspread Set', 'checks', '', 'A quilted bedspread with two matching pillow shams.'],
    ['Summer Pique Bedspread', 'waffle', 'Summer', 'A light cotton pique cover for warm nights.'],
  ] },
  { category: 'Kitchen', subcategory: 'Aprons', prefix: 'KTA', kind: 'apron', sizes: S.one, colours: KITCHEN, price: [8, 20], items: [
    ['Cotton Canvas Apron', 'plain', '', 'A sturdy canvas apron with a deep front pocket and long ties.'],
    ['Gingham Kitchen Apron', 'checks', '', 'A classic gingham apron with an adjustable neck strap.'],
  ] },
  { category: 'Kitchen', subcategory: 'Kitchen Towels', prefix: 'KTT', kind: 'fold', sizes: S.one, colours: KITCHEN, price: [5, 14], items: [
    ['Waffle Tea Towels Set of 3', 'waffle', '', 'Lint-free waffle towels that dry glasses without streaks.'],
    ['Striped Kitchen Towels Set of 2', 'stripes', '', 'Absorbent cotton towels with a woven stripe and a hanging loop.'],
  ] },
  { category: 'Kitchen', subcategory: 'Tablecloths', prefix: 'KTC', kind: 'tablecloth', sizes: S.one, colours: KITCHEN, price: [14, 40], items: [
    ['Stain-Resistant Tablecloth', 'plain', '', 'A coated cotton blend that wipes clean after family dinners.'],
    ['Embroidered Linen Tablecloth', 'floral', '', 'Linen with embroidered corners, for the Sunday table.'],
  ] },
  { category: 'Kitchen', subcategory: 'Oven Gloves', prefix: 'KTG', kind: 'glove', sizes: S.one, colours: KITCHEN, price: [5, 15], items: [
    ['Quilted Oven Mitt', 'checks', '', 'A thickly quilted mitt with a heat-resistant lining.'],
    ['Silicone Grip Oven Gloves', 'plain', '', 'Cotton gloves with a silicone grip that will not slip.'],
  ] },
  { category: 'Toilet', subcategory: 'Towels', prefix: 'TTW', kind: 'towel', sizes: S.one, colours: BATH, price: [8, 30], items: [
    ['Egyptian Cotton Bath Towel', 'plain', '', 'A heavy 600 gsm towel in long-staple Egyptian cotton.'],
    ['Turkish Hammam Towel', 'stripes', 'Summer', 'A flat-woven peshtemal that dries fast and packs small.'],
    ['Hand Towels Set of 2', 'waffle', '', 'Two soft hand towels for the guest bathroom.'],
  ] },
  { category: 'Toilet', subcategory: 'Bath Mats', prefix: 'TBM', kind: 'mat', sizes: S.one, colours: BATH, price: [9, 25], items: [
    ['Memory Foam Bath Mat', 'plain', '', 'A cushioned mat with a non-slip backing.'],
    ['Cotton Tufted Bath Mat', 'dots', '', 'Thick tufted cotton that soaks up water quickly.'],
  ] },
  { category: 'Toilet', subcategory: 'Robe', prefix: 'TRB', kind: 'robe', sizes: S.pairs, colours: BATH, price: [25, 55], items: [
    ['Hotel Style Bath Robe', 'waffle', '', 'A generous terry robe like the ones in good hotels.'],
    ['Kimono Waffle Robe', 'waffle', 'Summer', 'A light kimono robe in waffle cotton.'],
  ] },
  { category: 'Toilet', subcategory: 'Shower Curtains', prefix: 'TSC', kind: 'curtain', sizes: S.one, colours: BATH, price: [10, 28], items: [
    ['Waterproof Fabric Shower Curtain', 'plain', '', 'A water-repellent fabric curtain with twelve rings included.'],
    ['Pebble Print Shower Curtain', 'dots', '', 'A printed curtain with a weighted hem that stays in place.'],
  ] },
];

/** A closing sentence about care, added to each description so it reads like a shop's. */
export const CARE_NOTES = [
  'Machine washable at 30°C.',
  'Machine washable at 40°C; tumble dry low.',
  'Sewn with reinforced seams to last.',
  'Colours stay bright wash after wash.',
  'Wash with similar colours before first use.',
] as const;

/** Only garments sized S to XL and the like get a fitting note. */
export const FIT_NOTE = 'True to size; choose one size up for a looser fit.';
