import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages';
import { validateOrganizerInput } from './organizer-validation';

const valid = { name: 'Acme FC', email: 'club@example.com', password: '123456' };

describe('validateOrganizerInput (spec §5)', () => {
  it.each([
    { why: 'a valid organizer passes', input: valid, existing: [], expected: null },
    { why: 'description is optional', input: { ...valid, description: 'Sunday league' }, existing: [], expected: null },
    { why: 'name is required', input: { ...valid, name: '' }, existing: [], expected: MESSAGES.organizerNameRequired },
    { why: 'a blank name counts as missing', input: { ...valid, name: '   ' }, existing: [], expected: MESSAGES.organizerNameRequired },
    { why: 'email is required', input: { ...valid, email: '' }, existing: [], expected: MESSAGES.emailRequired },
    { why: 'email must have a valid format', input: { ...valid, email: 'club@example' }, existing: [], expected: MESSAGES.invalidEmail },
    { why: 'email without @ is rejected', input: { ...valid, email: 'club.example.com' }, existing: [], expected: MESSAGES.invalidEmail },
    { why: 'password of 5 characters is too short', input: { ...valid, password: '12345' }, existing: [], expected: MESSAGES.shortPassword },
    { why: 'empty password gets the length message', input: { ...valid, password: '' }, existing: [], expected: MESSAGES.shortPassword },
    { why: 'name must be unique ignoring case', input: { ...valid, name: 'acme fc' }, existing: ['ACME FC'], expected: MESSAGES.duplicateOrganizerName },
    { why: 'name uniqueness ignores surrounding spaces', input: { ...valid, name: '  Acme FC ' }, existing: ['Acme FC'], expected: MESSAGES.duplicateOrganizerName },
    { why: 'a different name is fine', input: valid, existing: ['Acme United'], expected: null },
    { why: 'name is checked before email', input: { name: '', email: '', password: '' }, existing: [], expected: MESSAGES.organizerNameRequired },
    { why: 'email is checked before password', input: { ...valid, email: 'x', password: '1' }, existing: [], expected: MESSAGES.invalidEmail },
    { why: 'a name of 100 characters fits', input: { ...valid, name: 'n'.repeat(100) }, existing: [], expected: null },
    { why: 'a name of 101 characters is too long', input: { ...valid, name: 'n'.repeat(101) }, existing: [], expected: 'Name must be at most 100 characters.' },
    { why: 'a description of 2,000 characters fits', input: { ...valid, description: 'd'.repeat(2000) }, existing: [], expected: null },
    {
      why: 'a description of 2,001 characters is too long',
      input: { ...valid, description: 'd'.repeat(2001) },
      existing: [],
      expected: 'Description must be at most 2,000 characters.',
    },
    { why: 'name length is checked before email', input: { ...valid, name: 'n'.repeat(101), email: '' }, existing: [], expected: 'Name must be at most 100 characters.' },
    { why: 'password is checked before uniqueness', input: { ...valid, password: '1' }, existing: ['Acme FC'], expected: MESSAGES.shortPassword },
  ])('$why', ({ input, existing, expected }) => {
    expect(validateOrganizerInput(input, existing)).toBe(expected);
  });

  it('uses the exact spec texts', () => {
    expect(MESSAGES.duplicateOrganizerName).toBe('An organizer with this name already exists. Please choose a different name.');
    expect(MESSAGES.shortPassword).toBe('Password must be at least 6 characters long.');
  });
});

describe('organizer names are unique ignoring case and surrounding spaces', () => {
  it.each([
    { name: 'Acme', existing: ['acme'], expected: true },
    { name: 'ACME ', existing: [' acme'], expected: true },
    { name: 'Acme', existing: [], expected: false },
    { name: 'Acme', existing: ['Acme FC'], expected: false },
  ])('$name against $existing → $expected', ({ name, existing, expected }) => {
    expect(validateOrganizerInput({ ...valid, name }, existing)).toBe(expected ? MESSAGES.duplicateOrganizerName : null);
  });
});
