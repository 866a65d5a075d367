import { SECOND_FACTOR_MESSAGES, isRecoveryCode, isTotpCode, normalizeSecondFactorCode } from 'shared-domain';

/**
 * Why a typed code is not worth sending, or null: nothing typed, or neither a 6-digit code nor a
 * recovery code's shape (the gateway would refuse it, and at login spend one of the challenge's attempts).
 * @example secondFactorCodeProblem(' ') // SECOND_FACTOR_MESSAGES.codeRequired
 * @example secondFactorCodeProblem('12345') // SECOND_FACTOR_MESSAGES.invalidCode
 */
export function secondFactorCodeProblem(code: string): string | null {
  if (normalizeSecondFactorCode(code) === '') return SECOND_FACTOR_MESSAGES.codeRequired;
  return isTotpCode(code) || isRecoveryCode(code) ? null : SECOND_FACTOR_MESSAGES.invalidCode;
}
