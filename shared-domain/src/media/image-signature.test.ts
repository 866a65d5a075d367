import { describe, expect, it } from 'vitest';
import { IMAGE_SIGNATURE_BYTES, imageTypeFromSignature } from './image-signature';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('imageTypeFromSignature (JPEG, PNG, WebP by content)', () => {
  it.each([
    { name: 'JPEG (JFIF)', input: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), expected: 'image/jpeg' },
    { name: 'JPEG (Exif)', input: bytes(0xff, 0xd8, 0xff, 0xe1), expected: 'image/jpeg' },
    { name: 'PNG', input: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), expected: 'image/png' },
    { name: 'WebP', input: new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')]), expected: 'image/webp' },
    { name: 'text named .png', input: ascii('this is not an image'), expected: null },
    { name: 'empty file', input: bytes(), expected: null },
    { name: 'PNG signature cut short', input: bytes(0x89, 0x50, 0x4e, 0x47), expected: null },
    { name: 'RIFF that is WAVE audio', input: new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVE')]), expected: null },
    { name: 'RIFF too short for WEBP', input: ascii('RIFF'), expected: null },
    { name: 'GIF', input: ascii('GIF89a'), expected: null },
    { name: 'SVG', input: ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'), expected: null },
  ])('$name → $expected', ({ input, expected }) => {
    expect(imageTypeFromSignature(input)).toBe(expected);
  });

  it('needs no more than IMAGE_SIGNATURE_BYTES bytes', () => {
    const webp = new Uint8Array([...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBP'), 9, 9, 9]);
    expect(imageTypeFromSignature(webp.slice(0, IMAGE_SIGNATURE_BYTES))).toBe('image/webp');
  });
});
