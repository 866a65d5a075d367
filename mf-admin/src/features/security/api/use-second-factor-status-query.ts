import { useQuery } from '@tanstack/react-query';
import { secondFactorStatus } from 'shared-data';

/**
 * The key of one account's second-factor status. Only this screen reads it (it is no table item, so no
 * other remote's cache holds it); per user, so a later sign-in on the page never shows another's.
 */
export const secondFactorStatusKey = (userId: string) => ['second-factor-status', userId] as const;

/** The signed-in account's two-step verification: on or off, required or not, recovery codes left. */
export function useSecondFactorStatusQuery(userId: string) {
  return useQuery({ queryKey: secondFactorStatusKey(userId), queryFn: secondFactorStatus });
}
