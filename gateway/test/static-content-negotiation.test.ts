import { describe, expect, it } from 'vitest';
import { acceptedEncodings, matchesEtag } from '../src/http/content-negotiation';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['x-gzip', ['gzip']],
    ['BR', ['br']],
    ['br;q=0', []],
    ['br;q=0, gzip;q=0.1', ['gzip']],
    ['br; q=0.2, gzip; q=0.8', ['gzip', 'br']],
    ['br;q=0.5, gzip;q=0.5', ['br', 'gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['*;q=0, gzip', ['gzip']],
    ['br;q=0, *', ['gzip']],
    ['gzip;q=0.000', []],
    ['br;q=junk', []],
    [['gzip', 'br;q=0.1'], ['gzip', 'br']],
  ] as const)('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header as string | string[] | undefined)).toEqual(expected);
  });
});

describe('matchesEtag', () => {
  it.each([
    [undefined, 'W/"a"', false],
    ['W/"a"', 'W/"a"', true],
    ['"a"', 'W/"a"', true],
    ['W/"a-br"', 'W/"a-gz"', false],
    ['W/"x", W/"a-gz"', 'W/"a-gz"', true],
    ['*', 'W/"a"', true],
    ['W/"ab"', 'W/"a"', false],
  ] as const)('If-None-Match %j against %s → %s', (header, etag, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
