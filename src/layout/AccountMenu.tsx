import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { localizePath } from '../routing/lang';
import { useUrlLanguage } from '../routing/use-url-language';
import { visuallyHidden } from '../styles/utilities.css';
import { FriendsIcon, InstallIcon, LogOutIcon, ShieldIcon, UserIcon, VideoIcon } from '../ui/account-icons';
import { ChevronDownIcon } from '../ui/control-icons';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../ui/DropdownMenu';
import * as a from './AccountArea.css';
import { Avatar } from './Avatar';
import { InstallHelpDialog } from './InstallHelpDialog';
import { LogoutDialog } from './LogoutDialog';
import * as s from './TopBar.css';

export interface AccountMenuProps {
  userName: string;
  image: string | null;
  /** Moderators get a Moderation entry (everyone else never sees it). */
  moderator?: boolean;
  /**
   * The install entry (machines/install-prompt): `install` after the browser offered it, `iosHint`
   * on iOS Safari (explains "Add to Home Screen"), none otherwise.
   */
  install?: { entry: 'install' | 'iosHint' | null; iosHelpOpen: boolean };
  onInstall?: () => void;
  onCloseInstallHelp?: () => void;
  onLogout: () => void;
}

/**
 * The profile block (spec §2): avatar, name and a menu with Profile, Friends, Videos and Logout;
 * logging out asks first; "Install PetChat" where the browser offers it. Loaded only for signed-in users.
 */
export default function AccountMenu({
  userName,
  image,
  moderator = false,
  install,
  onInstall,
  onCloseInstallHelp,
  onLogout,
}: AccountMenuProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const language = useUrlLanguage();
  const [confirming, setConfirming] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DropdownMenu
        trigger={
          <button type="button" className={s.accountButton} ref={menuButton}>
            <Avatar name={userName} image={image} />
            {/* The name comes from the content, not aria-label: the avatar's initials would be
                visible text missing from a label (WCAG 2.5.3); the name shown is in the spoken one. */}
            <span className={a.userName} aria-hidden="true">
              {userName}
            </span>
            <span className={visuallyHidden}>{t`Account menu of ${userName}`}</span>
            <ChevronDownIcon />
          </button>
        }
      >
        <DropdownMenuLabel>{userName}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void navigate({ href: localizePath('/profile', language) })}>
          <UserIcon />
          <Trans>Profile</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ href: localizePath('/friends', language) })}>
          <FriendsIcon />
          <Trans>Friends</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ href: localizePath('/videos', language) })}>
          <VideoIcon />
          <Trans>Videos</Trans>
        </DropdownMenuItem>
        {moderator && (
          <DropdownMenuItem onSelect={() => void navigate({ href: localizePath('/moderation', language) })}>
            <ShieldIcon />
            <Trans>Moderation</Trans>
          </DropdownMenuItem>
        )}
        {install?.entry && (
          <DropdownMenuItem onSelect={() => onInstall?.()}>
            <InstallIcon />
            <Trans>Install PetChat</Trans>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
          <LogOutIcon />
          <Trans>Log out</Trans>
        </DropdownMenuItem>
      </DropdownMenu>
      <InstallHelpDialog
        open={install?.iosHelpOpen ?? false}
        onOpenChange={(open) => !open && onCloseInstallHelp?.()}
        returnFocusTo={menuButton}
      />
      <LogoutDialog
        open={confirming}
        onOpenChange={setConfirming}
        returnFocusTo={menuButton}
        onConfirm={() => {
          setConfirming(false);
          onLogout();
        }}
      />
    </>
  );
}
