import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { localizePath } from '../routing/lang';
import type { AppPath } from '../routing/paths';
import { useUrlLanguage } from '../routing/use-url-language';
import { FriendsIcon, MenuIcon, VideoIcon } from '../ui/account-icons';
import { DropdownMenu, DropdownMenuItem } from '../ui/DropdownMenu';
import { CrownIcon } from '../ui/icons';
import * as a from './AccountArea.css';

/**
 * The top bar's menu on narrow screens (issue 14): Subscribe and the main pages collapse into one
 * button so that the bar fits a 360 px phone; wider screens show Subscribe itself and never this.
 * Loaded only for signed-in users, like the account menu.
 */
export default function TopBarMenu() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const language = useUrlLanguage();
  const go = (path: AppPath) => () => void navigate({ href: localizePath(path, language) });
  return (
    <span className={a.narrowOnly}>
      <DropdownMenu
        align="start"
        trigger={
          <button type="button" className={a.iconButton} aria-label={t`Menu`}>
            <MenuIcon />
          </button>
        }
      >
        <DropdownMenuItem onSelect={go('/subscription')}>
          <CrownIcon />
          <Trans>Subscribe</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={go('/friends')}>
          <FriendsIcon />
          <Trans>Friends</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={go('/videos')}>
          <VideoIcon />
          <Trans>Videos</Trans>
        </DropdownMenuItem>
      </DropdownMenu>
    </span>
  );
}
