/**
 * The contact page's own words; its rules and results are `messages` in @shop/shared (docs/product.md §15).
 */
export const contact = {
  title: 'Contact us',
  intro: 'Questions about a product, a size or an order? Send us a message and we will reach you back.',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  message: 'Message',
  submit: 'Submit',
  storeImage: 'Our store',
  map: 'Map of the shop’s location',
} as const;
