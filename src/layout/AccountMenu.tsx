import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel } from '../ui/DropdownMenu';
import { ChevronDownIcon } from '../ui/icons';
import * as s from './TopBar.css';

export interface AccountMenuProps {
  userName: string;
  onLogout: () => void;
}

/** The signed-in user's menu under their name (loaded only for signed-in users). */
export default function AccountMenu({ userName, onLogout }: AccountMenuProps) {
  const { t } = useLingui();
  return (
    <DropdownMenu
      trigger={
        <button type="button" className={s.accountButton} aria-label={t`Account menu of ${userName}`}>
          <span className={s.avatar} aria-hidden="true">
            {userName.slice(0, 1).toUpperCase()}
          </span>
          <span>{userName}</span>
          <ChevronDownIcon />
        </button>
      }
    >
      <DropdownMenuLabel>{userName}</DropdownMenuLabel>
      <DropdownMenuItem onSelect={onLogout}>
        <Trans>Log out</Trans>
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
