import { describe, expect, it } from 'vitest';
import { safeExternalUrl, validateExternalUrl } from './external-links';

describe('external links accept only http(s) URLs', () => {
  it.each([
    ['https://instagram.com/rovers', 'https://instagram.com/rovers'],
    ['  http://example.org/path?q=1  ', 'http://example.org/path?q=1'],
    ['HTTPS://example.org', 'https://example.org'],
  ])('keeps %s', (input, expected) => {
    expect(safeExternalUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['ftp://example.org/file'],
    ['//evil.example/path'],
    ['instagram.com/rovers'],
    ['https://user:pass@example.org'],
    [''],
    [null],
    [undefined],
  ])('refuses %s', (input) => {
    expect(safeExternalUrl(input)).toBeNull();
  });

  it('lets an empty optional field through but explains a bad one', () => {
    expect(validateExternalUrl('')).toBeNull();
    expect(validateExternalUrl('https://facebook.com/rovers')).toBeNull();
    expect(validateExternalUrl('javascript:alert(1)')).toBe('Please enter a link starting with http:// or https://');
  });
});
