import { plural } from '../catalogue.js';

/**
 * Interface words of the product page. The spec's messages (toasts, 'No Reviews.') come from `messages`
 * in @shop/shared; these are the page's own labels, keyed so another language can replace them.
 */
export const productPage = {
  productNumber: 'Product number',
  breadcrumbs: 'Breadcrumb',
  /** Between a label and its value ('Size: M'); French puts a space before the colon. */
  colon: ': ',
  /** Between the items of a list of values (sizes, colours). */
  size: 'Size',
  color: 'Color',
  chooseSizeFirst: 'Choose a size to see its colours',
  optionOutOfStock: '{value} (out of stock)',
  selectColor: 'Please select color',
  piecesLeft: plural({ one: '{count} left in stock', other: '{count} left in stock' }),
  addToCart: 'Add to Cart',
  shareWithFriends: 'Share with friends',
  whatsApp: 'WhatsApp',
  shareWhatsApp: 'Share on WhatsApp (opens in a new tab)',
  shareMore: 'Share…',
  hoverToZoom: 'Hover to zoom, click to enlarge',
  tapToZoom: 'Tap to enlarge',
  enlargePicture: 'Enlarge picture {index} of {count} of {name}',
  showPicture: 'Show picture {index} of {count}',
  pictures: 'Pictures',
  closeZoom: 'Close the enlarged picture',
  description: 'Description',
  details: 'Details',
  category: 'Category',
  collection: 'Collection',
  sizes: 'Sizes',
  colors: 'Colors',
  reviews: 'Reviews',
  submitReview: 'Submit Review',
  editReview: 'Edit your review',
  editReviewHint: 'Submitting replaces the review you posted.',
  loginToReview: 'Login to write a review',
  reviewPrompt: 'Bought this? Tell other shoppers what you think.',
  yourRating: 'Your rating',
  /** The spoken name of each star of the rating input. */
  noRating: 'No rating',
  comment: 'Comment',
  cancel: 'Cancel',
  submit: 'Submit',
  notFoundTitle: 'Product not found',
  notFoundText: 'This product does not exist or is no longer sold.',
  browseProducts: 'Browse all products',
  loadError: 'This product could not be loaded.',
  retry: 'Try again',
} as const;
