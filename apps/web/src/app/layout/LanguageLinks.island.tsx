// The footer's language links, an island of the pages drawn as islands (decision 098).
export { LanguageLinks as default } from './LanguageSwitcher';
