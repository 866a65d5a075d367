import { GatewayError } from 'shared-data';

/**
 * What to say when a second-factor change failed: the gateway's own text when it refused the request
 * (400 a wrong code, 403 required for the super admin, 409 a state that changed meanwhile, 429 too many
 * wrong codes), else `fallback`.
 */
export function refusalText(failure: unknown, fallback: string): string {
  return failure instanceof GatewayError && [400, 403, 409, 429].includes(failure.status) ? failure.message : fallback;
}
