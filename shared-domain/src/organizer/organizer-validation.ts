import { isValidEmail } from '../auth/email';
import { MESSAGES } from '../common/messages';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, validateTextLength } from '../common/text-limits';
import { validatePassword } from '../auth/password';

/** What the create-organizer form and endpoint receive. */
export interface OrganizerInput {
  name: string;
  email: string;
  password: string;
  description?: string;
}

/**
 * Whether `name` collides with an existing organizer name, ignoring case and surrounding spaces
 * (spec §5: names are unique case-insensitively).
 * @example isDuplicateOrganizerName(' acme ', ['ACME']) // true
 */
function isDuplicateOrganizerName(name: string, existingNames: readonly string[]): boolean {
  const wanted = name.trim().toLowerCase();
  return existingNames.some((existing) => existing.trim().toLowerCase() === wanted);
}

/**
 * Validates organizer creation (spec §5) and returns the first failing rule's message, or null.
 * Order: name required, name length, email required, email format, description length, password
 * length, name uniqueness. Description is optional. Missing name / email and length texts are ours
 * (the spec defines none).
 * @example validateOrganizerInput({ name: 'Acme', email: 'a@b.co', password: '123456' }, []) // null
 * @example validateOrganizerInput({ name: 'acme', email: 'a@b.co', password: '123456' }, ['Acme'])
 *   // 'An organizer with this name already exists. Please choose a different name.'
 */
export function validateOrganizerInput(input: OrganizerInput, existingNames: readonly string[]): string | null {
  if (input.name.trim() === '') return MESSAGES.organizerNameRequired;
  const nameTooLong = validateTextLength('Name', input.name, MAX_NAME_LENGTH);
  if (nameTooLong !== null) return nameTooLong;
  if (input.email.trim() === '') return MESSAGES.emailRequired;
  if (!isValidEmail(input.email)) return MESSAGES.invalidEmail;
  const descriptionTooLong = validateTextLength('Description', input.description, MAX_DESCRIPTION_LENGTH);
  if (descriptionTooLong !== null) return descriptionTooLong;
  // An empty password fails the length rule, so it gets the spec's length message.
  const passwordError = validatePassword(input.password);
  if (passwordError !== null) return passwordError;
  if (isDuplicateOrganizerName(input.name, existingNames)) return MESSAGES.duplicateOrganizerName;
  return null;
}
