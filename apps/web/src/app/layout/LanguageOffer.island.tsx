// The offer of the language chosen before: an island of the pages drawn as islands (decision 098).
export { LanguageOffer as default } from './LanguageOffer';
