import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages';
import { contactEmailError, contactEmailValue } from './contact-email';

describe("an organizer's public contact (issue 23)", () => {
  it.each([
    ['', null, null],
    ['   ', null, null],
    ['hello@riverside.test', null, 'hello@riverside.test'],
    [' hello@riverside.test ', null, 'hello@riverside.test'],
    ['call us', MESSAGES.invalidEmail, 'call us'],
    ['hello@riverside', MESSAGES.invalidEmail, 'hello@riverside'],
    ['"x"@riverside.test', MESSAGES.invalidEmail, '"x"@riverside.test'],
  ])('%j: error %j, stored as %j', (typed, error, stored) => {
    expect(contactEmailError(typed)).toBe(error);
    expect(contactEmailValue(typed)).toBe(stored);
  });
});
