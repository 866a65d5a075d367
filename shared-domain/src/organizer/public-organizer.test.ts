import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { organizerNameMatches, publicOrganizerCard } from './public-organizer';

describe('organizerNameMatches', () => {
  it.each([
    { url: 'Riverside FA', name: 'Riverside FA', matches: true },
    { url: 'riverside fa', name: 'Riverside FA', matches: true },
    { url: 'RIVERSIDE%20FA', name: 'Riverside FA', matches: true },
    { url: '%20Riverside%20FA%20', name: 'Riverside FA', matches: true },
    { url: 'Riverside FA', name: '  Riverside FA ', matches: true },
    { url: 'caf%C3%A9', name: 'Café', matches: true },
    // The browser's router hands the name over decoded: a literal % must still match.
    { url: '100% FC', name: '100% FC', matches: true },
    { url: '100%25%20FC', name: '100% FC', matches: true },
    { url: 'Riverside', name: 'Riverside FA', matches: false },
    { url: 'Riverside-FA', name: 'Riverside FA', matches: false },
    { url: 'admin', name: 'Riverside FA', matches: false },
    { url: 'bad%E0%A4%A', name: 'bad', matches: false },
    { url: '', name: '', matches: false },
    { url: 'x', name: undefined, matches: false },
    { url: 'x', name: null, matches: false },
  ])('"$url" names "$name": $matches', ({ url, name, matches }) => {
    expect(organizerNameMatches(url, name)).toBe(matches);
  });

  const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((n) => n.trim() !== '');

  it('matches every name as the browser encodes it, padded with spaces or not', () => {
    fc.assert(
      fc.property(name, fc.constantFrom('', ' ', '  '), (organizer, pad) => {
        expect(organizerNameMatches(encodeURIComponent(organizer), organizer)).toBe(true);
        expect(organizerNameMatches(encodeURIComponent(`${pad}${organizer}${pad}`), organizer)).toBe(true);
      }),
    );
  });

  it('ignores the case of a name, typed or encoded', () => {
    const latin = fc.stringMatching(/^[A-Za-z0-9éÉ][A-Za-z0-9éÉ ]{0,20}$/);
    fc.assert(
      fc.property(latin, (organizer) => {
        expect(organizerNameMatches(organizer.toUpperCase(), organizer.toLowerCase())).toBe(true);
        expect(organizerNameMatches(encodeURIComponent(organizer.toLowerCase()), organizer.toUpperCase())).toBe(true);
      }),
    );
  });

  it('never matches a name that differs once trimmed and lower-cased', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        const comparable = (n: string) => n.normalize('NFC').trim().toLowerCase();
        // The one other way to match: b spelled exactly as a's encoded form ("%25" for "%").
        fc.pre(comparable(a) !== comparable(b) && comparable(encodeURIComponent(a)) !== comparable(b));
        expect(organizerNameMatches(encodeURIComponent(a), b)).toBe(false);
      }),
    );
  });
});

describe('publicOrganizerCard', () => {
  it('keeps only the id and name of a stored organizer', () => {
    expect(publicOrganizerCard({ id: 'org_1', name: 'Riverside FA', email: 'fa@x.test', description: 'Sunday leagues' })).toEqual({ id: 'org_1', name: 'Riverside FA' });
  });

  it.each([null, undefined, 'org_1', { id: 'org_1' }, { id: 'org_1', name: 7 }, { id: 1, name: 'X' }])('is null for %j', (item) => {
    expect(publicOrganizerCard(item)).toBeNull();
  });
});
