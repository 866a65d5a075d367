import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { isTotpCode, normalizeSecondFactorCode, type SecondFactorEnrolment } from 'shared-domain';

/** The name authenticator apps show next to the account. */
const TOTP_ISSUER = 'KickOff Hub';
/** RFC 6238 defaults (SHA-1, 6 digits, 30 s), which every authenticator app reads from the URI. */
const PERIOD_SECONDS = 30;

/** A new secret for `label` (the account's email or username), with its otpauth URI and QR code. */
export async function newEnrolment(label: string): Promise<SecondFactorEnrolment> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label, secret, period: PERIOD_SECONDS });
  // Rendered here, never by a third-party service: the URI holds the secret.
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
}

/**
 * The time step of a valid code for `secret` at `nowMs`, one step of clock drift either way allowed, or
 * null. A step at or before `afterTimeStep` (the last one accepted) is refused, so a code works only once.
 */
export async function acceptedTimeStep(secret: string, code: string, nowMs: number, afterTimeStep?: number): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: normalizeSecondFactorCode(code),
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterTimeStep !== undefined ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
