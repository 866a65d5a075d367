import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmSecondFactor, disableSecondFactor, regenerateRecoveryCodes, startSecondFactorEnrolment } from 'shared-data';
import { secondFactorStatusKey } from './use-second-factor-status-query';

/** After a change the status is read again (on/off, recovery codes left), whatever the answer said. */
function useRefreshStatus(userId: string) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: secondFactorStatusKey(userId) });
}

/** A new pending secret to add to an authenticator app; nothing changes until it is confirmed. */
export function useStartEnrolmentMutation() {
  return useMutation({ mutationFn: startSecondFactorEnrolment });
}

/** Turns two-step verification on with a code from the app; answers the recovery codes. */
export function useConfirmSecondFactorMutation(userId: string) {
  return useMutation({ mutationFn: confirmSecondFactor, onSettled: useRefreshStatus(userId) });
}

export function useDisableSecondFactorMutation(userId: string) {
  return useMutation({ mutationFn: disableSecondFactor, onSettled: useRefreshStatus(userId) });
}

/** A new set of recovery codes; the old set stops working. */
export function useRegenerateRecoveryCodesMutation(userId: string) {
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSettled: useRefreshStatus(userId) });
}
