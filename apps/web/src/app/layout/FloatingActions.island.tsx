// The floating buttons: an island of the pages drawn as islands (decision 098).
export { default } from './FloatingActions';
