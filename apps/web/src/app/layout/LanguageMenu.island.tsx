// The header's language button, an island of the pages drawn as islands (decision 098).
export { LanguageMenu as default } from './LanguageSwitcher';
