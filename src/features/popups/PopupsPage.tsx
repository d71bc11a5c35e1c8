import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import type { Language } from '../../../machines/preferences/preferences.types';
import { Button } from '../../ui/Button';
import * as s from './PopupsPage.css';
import { POPUP_GROUPS, POPUPS } from './popup-registry';

export interface PopupsPageProps {
  language: Language;
  /** Today, for the card forms. */
  now: Date;
}

/**
 * /popups (spec §2, a developer page): one button per popup of the app, each opening the real
 * component with sample data in the current theme and language. Which one is open is this
 * page's own business (no machine: nothing here reaches the server).
 */
export function PopupsPage({ language, now }: PopupsPageProps) {
  const { i18n } = useLingui();
  const [openId, setOpenId] = useState<string | null>(null);
  const close = () => setOpenId(null);
  return (
    <div className={s.page}>
      <h1 className={s.title}>
        <Trans>Popups</Trans>
      </h1>
      <p className={s.lead}>
        <Trans>
          Every popup of the app with sample data, in the current theme and language. Nothing you do in them changes
          your account: every action only closes the popup.
        </Trans>
      </p>
      {POPUP_GROUPS.map((group) => (
        <section key={group.id} className={s.group} aria-labelledby={`popups-${group.id}`}>
          <h2 id={`popups-${group.id}`} className={s.groupTitle}>
            {i18n._(group.title)}
          </h2>
          <ul className={s.buttons}>
            {POPUPS.filter((entry) => entry.group === group.id).map((entry) => (
              <li key={entry.id}>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  data-testid={`popup-${entry.id}`}
                  onClick={() => setOpenId(entry.id)}
                >
                  {i18n._(entry.label)}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {POPUPS.map((entry) => (
        <Fragment key={entry.id}>{entry.show({ open: openId === entry.id, close, language, now })}</Fragment>
      ))}
    </div>
  );
}
