/**
 * The mails' words (server only: not part of the storefront's catalogue). `{name}`, `{shop}`, `{number}`,
 * `{total}`, `{minutes}`, `{hours}` are filled by the server.
 */
export const mail = {
  hello: 'Hello {name},',
  orderSubject: '{shop}: order {number} received',
  orderThanks: 'Thank you for your order {number} of {total}, paid cash on delivery.',
  orderFollow: 'We will call you to arrange the delivery. You can follow it here:',
  shopOrderSubject: 'New order {number}: {total}',
  resetSubject: '{shop}: reset your password',
  resetAsked: 'Someone asked to reset the password of your {shop} account.',
  resetOpen: 'Open this link within {minutes} minutes to choose a new password:',
  resetNotYou: 'If it was not you, ignore this mail: your password stays as it is.',
  confirmSubject: '{shop}: confirm your e-mail address',
  confirmOpen: 'Open this link to confirm the e-mail address of your {shop} account, then place your order:',
  confirmLifetime: 'The link works for {hours} hours. If you did not sign up, ignore this mail.',
} as const;
