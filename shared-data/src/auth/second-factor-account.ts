import { normalizeSecondFactorCode, type SecondFactorEnrolment, type SecondFactorStatus } from 'shared-domain';
import { currentToken } from './auth-service';
import { GatewayError, postGateway } from './gateway-fetch';
import { secondFactorCodeProblem } from './second-factor-code';

// The signed-in account's second factor (bearer calls). Refusals are GatewayErrors carrying the
// gateway's text (SECOND_FACTOR_MESSAGES): 400 a wrong code, 403 the super admin's required factor,
// 409 a state that changed (already on, not on, nothing pending), 429 too many wrong codes.

/** Whether the account has a second factor, whether it must, and how many recovery codes are left. */
export function secondFactorStatus(): Promise<SecondFactorStatus> {
  return postGateway<SecondFactorStatus>('/auth/second-factor/status', { token: currentToken() });
}

/** A new pending secret (replacing any pending one); the factor is on only once confirmSecondFactor succeeds. */
export function startSecondFactorEnrolment(): Promise<SecondFactorEnrolment> {
  return postGateway<SecondFactorEnrolment>('/auth/second-factor/enrol', { token: currentToken() });
}

/** Turns the pending secret on with a code from the app; answers the 10 recovery codes, shown once. */
export async function confirmSecondFactor(code: string): Promise<string[]> {
  return (await postCode<{ recoveryCodes: string[] }>('/auth/second-factor/confirm', code)).recoveryCodes;
}

/** Turns the second factor off, proven with a current code or a recovery code. */
export async function disableSecondFactor(code: string): Promise<void> {
  await postCode('/auth/second-factor/disable', code);
}

/** A new set of recovery codes (the old set stops working), proven with a current code or a recovery code. */
export async function regenerateRecoveryCodes(code: string): Promise<string[]> {
  return (await postCode<{ recoveryCodes: string[] }>('/auth/second-factor/recovery-codes', code)).recoveryCodes;
}

/** The super admin removes an organizer's second factor (a lost phone): it signs in with the password alone. */
export async function resetOrganizerSecondFactor(organizerId: string): Promise<void> {
  await postGateway(`/admin/organizers/${encodeURIComponent(organizerId)}/second-factor`, { method: 'DELETE', token: currentToken() });
}

/** A code that cannot be one is refused here as the gateway would refuse it (400), without asking. */
function postCode<T>(path: string, code: string): Promise<T> {
  const problem = secondFactorCodeProblem(code);
  if (problem) return Promise.reject(new GatewayError(400, problem));
  return postGateway<T>(path, { body: { code: normalizeSecondFactorCode(code) }, token: currentToken() });
}
