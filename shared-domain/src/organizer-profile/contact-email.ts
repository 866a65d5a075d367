import { isValidEmail } from '../auth/email';
import { MESSAGES } from '../common/messages';

/**
 * Why the public contact address the organizer typed cannot be saved, or null (issue 23): empty (after
 * trimming) is fine and means none, the card then says "No email"; anything else must be an email address.
 * @example contactEmailError('  ') // null
 * @example contactEmailError('call us') // 'Please enter a valid email address.'
 */
export function contactEmailError(text: string): string | null {
  const address = text.trim();
  return address === '' || isValidEmail(address) ? null : MESSAGES.invalidEmail;
}

/**
 * The public contact as stored: the trimmed address, or null for none (the update then removes the
 * attribute; the gateway refuses an empty address).
 * @example contactEmailValue(' hello@riverside.test ') // 'hello@riverside.test'
 * @example contactEmailValue('') // null
 */
export function contactEmailValue(text: string): string | null {
  const address = text.trim();
  return address === '' ? null : address;
}
