/** The form kit's own interface words, keyed so another language can replace them. */
export const forms = {
  showPassword: 'Show password',
  /** Under a form sent before the page's code arrived: it goes as soon as the code is there. */
  sendingWhenReady: 'The page is still loading: what you sent goes as soon as it is ready.',
  /** A page answering a form that only the page's code can complete, sent without it (scripts off). */
  needsCode:
    'This form needs the page’s code, which your browser did not run. Turn on JavaScript or reload the page, then send it again: what you typed is kept, but not your password.',
} as const;
