import QRCode from 'qrcode';

/**
 * A scorekeeper link's address as a printable QR code (issue 25): an SVG data URI the organizer's page shows
 * as an image, made here with the library that draws the second factor's code (auth/totp.ts), so no
 * page carries a QR encoder. Error correction Q: a printed code taped to a pitch-side board still reads
 * when a corner is scuffed.
 */
export async function linkQrCode(address: string): Promise<string> {
  const svg = await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'Q', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
