import { describe, expect, it } from 'vitest';
import { canLogIn, classifyLoginIdentifier, isLoginInputComplete } from './login-rules';

describe('login identifier: email or username (spec §2)', () => {
  it.each([
    { identifier: 'club@example.com', expected: { by: 'email', email: 'club@example.com' } },
    { identifier: '  Club@Example.COM ', expected: { by: 'email', email: 'club@example.com' } },
    { identifier: 'superadmin', expected: { by: 'username', username: 'superadmin' } },
    { identifier: ' superadmin ', expected: { by: 'username', username: 'superadmin' } },
  ])('"$identifier" → $expected', ({ identifier, expected }) => {
    expect(classifyLoginIdentifier(identifier)).toEqual(expected);
  });
});

describe('login fields are both required (spec §5)', () => {
  it.each([
    { input: { identifier: 'a@b.co', password: 'secret1' }, expected: true },
    { input: { identifier: '', password: 'secret1' }, expected: false },
    { input: { identifier: '  ', password: 'secret1' }, expected: false },
    { input: { identifier: 'a@b.co', password: '' }, expected: false },
    { input: { identifier: 'a@b.co', password: ' ' }, expected: true },
  ])('$input → $expected', ({ input, expected }) => expect(isLoginInputComplete(input)).toBe(expected));
});

describe('only active users can log in (spec §4)', () => {
  it.each([
    { user: { isActive: true }, expected: true },
    { user: { isActive: false }, expected: false },
    { user: null, expected: false },
    { user: undefined, expected: false },
  ])('$user → $expected', ({ user, expected }) => expect(canLogIn(user)).toBe(expected));
});
