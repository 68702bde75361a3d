// The cart's sync with a signed-in user's server cart: an island of the pages drawn as islands (decision 098).
export { CartSync as default } from './CartSync';
