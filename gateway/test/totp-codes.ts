import { generate } from 'otplib';
import type { SecondFactorEnrolment } from 'shared-domain';

/** What POST /auth/login answers when a second factor is due. */
export type Step = { secondFactor: 'code' | 'enrol'; challenge: string; enrolment?: SecondFactorEnrolment };

/** The code an authenticator app shows, `steps` time steps (30 s) from now. */
export const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

/** A code that is certainly wrong now: the right one with every digit changed. */
export const wrongCode = async (secret: string) => (await codeAt(secret)).replace(/\d/g, (d) => String((Number(d) + 5) % 10));
