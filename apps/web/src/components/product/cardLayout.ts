/** Spacing and type of the card body, shared with its skeleton so both have the same height. */
export const cardBody = {
  padding: 1.5,
  display: 'flex',
  flexDirection: 'column',
  gap: 0.75,
  flex: 1,
  // Narrow cards (two columns on a phone) put the review count under the stars: see `narrowCard`.
  containerType: 'inline-size',
} as const;
export const cardName = { fontWeight: 650, fontSize: '1rem', lineHeight: 1.4 } as const;
/** Below this body width, stars and '(n Reviews)' do not fit on one line. */
export const narrowCard = '@container (max-width: 180px)';
