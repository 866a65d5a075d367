import type { ComponentPropsWithRef } from 'react';
import { SECOND_FACTOR_MESSAGES } from 'shared-domain';
import { TextField } from 'shared-ui';

type Props = Omit<ComponentPropsWithRef<'input'>, 'size'> & { hint?: string };

/**
 * "Authentication code": a code from the authenticator app or a recovery code. Text, not numeric input:
 * recovery codes hold letters. The browser may offer a code it received (one-time-code).
 */
export function SecondFactorCodeField({ hint = SECOND_FACTOR_MESSAGES.codeRequired, ...props }: Props) {
  return (
    <TextField
      label="Authentication code"
      inputMode="text"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      required
      hint={hint}
      {...props}
    />
  );
}
