import { describe, expect, it } from 'vitest';
import { canLogIn, isLoginInputComplete, loginLookups } from './login-rules';

describe('login identifier: username first, then email (spec §2)', () => {
  it.each([
    {
      identifier: 'superadmin',
      expected: [
        { by: 'username', username: 'superadmin' },
        { by: 'email', email: 'superadmin' },
      ],
    },
    {
      identifier: ' superadmin ',
      expected: [
        { by: 'username', username: 'superadmin' },
        { by: 'email', email: 'superadmin' },
      ],
    },
    {
      identifier: '  Club@Example.COM ',
      expected: [
        { by: 'username', username: 'Club@Example.COM' },
        { by: 'email', email: 'club@example.com' },
      ],
    },
    { identifier: '', expected: [] },
    { identifier: ' \t ', expected: [] },
  ])('"$identifier" → $expected', ({ identifier, expected }) => {
    expect(loginLookups(identifier)).toEqual(expected);
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
