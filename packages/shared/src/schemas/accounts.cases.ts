import { messages } from '../messages.js';

/**
 * Every sign-up message of docs/product.md §15 with an input that triggers it. The shared-schema test and the
 * API test both walk this table, so browser and server are held to the same cases.
 */
export const signUpCases: { input: Record<string, string>; message: string }[] = [
  { input: { name: '', email: '', password: '' }, message: messages.registerAllBlank },
  { input: {}, message: messages.registerAllBlank },
  { input: { name: '  ', email: ' ', password: '   ' }, message: messages.registerAllBlank },
  { input: { name: '', email: '', password: 'secret1' }, message: messages.registerNameEmailBlank },
  { input: { name: ' ', email: 'a@b.co', password: '' }, message: messages.registerNamePasswordBlank },
  { input: { name: 'Rana', email: '', password: ' ' }, message: messages.registerEmailPasswordBlank },
  { input: { name: '', email: 'a@b.co', password: 'secret1' }, message: messages.registerNameBlank },
  { input: { name: 'Rana', email: 'a@b.co', password: '' }, message: messages.registerPasswordBlank },
  { input: { name: 'Rana', email: '  ', password: 'secret1' }, message: messages.registerEmailBlank },
  { input: { name: 'Rana', email: 'a@b.co', password: '12345' }, message: messages.passwordTooShort },
  { input: { name: 'Rana', email: 'a@b.co', password: ' 1234 ' }, message: messages.passwordTooShort },
  { input: { name: 'R'.repeat(31), email: 'a@b.co', password: 'secret1' }, message: messages.nameTooLong },
  // Both rules broken: the short password comes first in the list of docs/product.md §15.
  { input: { name: 'R'.repeat(31), email: 'a@b.co', password: '123' }, message: messages.passwordTooShort },
  { input: { name: 'Rana', email: 'not-an-email', password: 'secret1' }, message: messages.invalidEmail },
  // Over 254 characters: no mail could reach it, and the forgot-password form would refuse it.
  {
    input: {
      name: 'Rana',
      email: `${'r'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(59)}.com`,
      password: 'secret1',
    },
    message: messages.invalidEmail,
  },
];
