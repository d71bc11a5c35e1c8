import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import * as s from './ProfilePage.css';

export interface SecuritySectionProps {
  onChangePassword: () => void;
  onDeleteAccount: () => void;
}

/** Password change and account deletion: each opens its own popup. */
export function SecuritySection({ onChangePassword, onDeleteAccount }: SecuritySectionProps) {
  return (
    <section className={s.card} aria-labelledby="profile-security-title">
      <h2 id="profile-security-title" className={s.cardTitle}>
        <Trans>Password and account</Trans>
      </h2>
      <div className={s.row}>
        <p className={s.muted}>
          <Trans>Use a password of 8 to 40 characters that you do not use elsewhere.</Trans>
        </p>
        <Button variant="secondary" onClick={onChangePassword}>
          <Trans>Change password</Trans>
        </Button>
      </div>
      <div className={s.row}>
        <p className={s.muted}>
          <Trans>Deleting your account removes your profile, photo, friends and saved videos.</Trans>
        </p>
        <Button variant="danger" onClick={onDeleteAccount}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
    </section>
  );
}
