import type { SecondFactorEnrolment } from 'shared-domain';
import { TextField } from 'shared-ui';
import styles from './second-factor.module.css';

/**
 * A pending authenticator secret, to scan as a QR code (rendered by the gateway) or to type in. Used by the
 * login's enrolment step and by the Security page's set-up.
 */
export function AuthenticatorSecret({ enrolment, hint }: { enrolment: SecondFactorEnrolment; hint?: string }) {
  return (
    <>
      <img className={styles.qrCode} alt="QR code for your authenticator app" src={enrolment.qrCode} width={192} height={192} />
      <TextField
        label="Secret key"
        readOnly
        value={enrolment.secret}
        className={styles.secret}
        spellCheck={false}
        {...(hint ? { hint } : {})}
        onFocus={(event) => event.target.select()}
      />
    </>
  );
}
