import { Trans, useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { type PointerEvent, useRef } from 'react';
import type { BreedView } from '../../../contract/user';
import type { BreedGroup, BreedGroupKey } from '../../../machines/breed-picker/breed-groups';
import type { BreedsProblem } from '../../../machines/breed-picker/breed-picker.types';
import { visuallyHidden } from '../../styles/utilities.css';
import { ChevronDownIcon } from '../../ui/control-icons';
import { Link } from '../../ui/Link';
import { PawIcon } from '../../ui/pet-icons';
import { Spinner } from '../../ui/Spinner';
import { usePortalContainer } from '../../ui/use-portal-container';
import * as s from './BreedMenu.css';
import { breedName } from './breed-name';

export interface BreedMenuProps {
  open: boolean;
  loading: boolean;
  choosing: boolean;
  breeds: BreedView[];
  chosenBreedId: number | null;
  /** Breed chat needs a subscription (spec §6): without one the breeds cannot be chosen. */
  subscribed: boolean;
  problem: BreedsProblem | null;
  /** The search box's text. */
  query: string;
  /** The breeds shown: matching the search, grouped by kind of pet, the user's own breed first. */
  groups: BreedGroup[];
  onSearch: (query: string) => void;
  /** The button was pressed (true) or the menu is to close: click outside, Escape, a choice (false). */
  onOpenChange: (open: boolean) => void;
  onChoose: (breedId: number) => void;
  onRetry: () => void;
}

/**
 * The navbar breed menu (spec §2): breeds with image, name and a choose button; a search box and
 * groups by kind of pet, the user's own breed first (issue 14).
 */
export function BreedMenu({
  open,
  loading,
  choosing,
  breeds,
  chosenBreedId,
  subscribed,
  problem,
  query,
  groups,
  onSearch,
  onOpenChange,
  onChoose,
  onRetry,
}: BreedMenuProps) {
  const { t, i18n } = useLingui();
  const searchRef = useRef<HTMLInputElement>(null);
  // Radix moves focus to an item the mouse moves over, and back to the menu when it leaves:
  // while the search box has focus that would take the typing away, so the item is only
  // highlighted by :hover then (BreedMenu.css.ts).
  const keepTyping = (event: PointerEvent<HTMLElement>) => {
    if (document.activeElement === searchRef.current) event.preventDefault();
  };
  const chosen = breeds.find((breed) => breed.id === chosenBreedId);
  const container = usePortalContainer();
  const groupLabels: Record<BreedGroupKey, string> = {
    yours: t`Your pet's breed`,
    birds: t`Birds`,
    dogs: t`Dogs`,
    cats: t`Cats`,
    smallPets: t`Small pets`,
    other: t`Other`,
  };
  const triggerName = chosen ? breedName(chosen, i18n.locale) : t`Breed chat`;
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger asChild>
        <button type="button" className={s.trigger} aria-busy={choosing || undefined} aria-label={triggerName}>
          {choosing ? <Spinner size="sm" /> : <PawIcon width={18} height={18} />}
          <span className={s.triggerText}>{triggerName}</span>
          <ChevronDownIcon />
        </button>
      </Menu.Trigger>
      {/* Announced from outside the menu: a menu holds menu items only, so an alert inside it breaks
          its structure (axe aria-required-children). Always mounted, so the new text is announced. */}
      <span role="alert" className={visuallyHidden}>
        {problem === 'chooseFailed' ? t`The breed could not be chosen. Please try again.` : ''}
      </span>
      <Menu.Portal container={container}>
        {/* A popup with a search box and a menu: a menu may hold menu items only (axe
            aria-required-children), so the popup is a dialog and the items are its menu. */}
        <Menu.Content
          className={s.content}
          align="end"
          sideOffset={8}
          role="dialog"
          aria-orientation={undefined}
          aria-label={triggerName}
        >
          <p className={s.warning({ subscribed })} data-testid="breed-menu-warning">
            {subscribed ? (
              <Trans>Chat by breeds with your subscription: choose a breed to meet its owners.</Trans>
            ) : (
              <Trans>Breed chat needs a subscription.</Trans>
            )}
          </p>
          {!loading && breeds.length > 0 && (
            <input
              ref={searchRef}
              type="search"
              className={s.search}
              value={query}
              placeholder={t`Search breeds`}
              aria-label={t`Search breeds`}
              onChange={(event) => onSearch(event.target.value)}
              // Letters go to the box, not to the menu's type-ahead; Escape still closes the menu.
              onKeyDown={(event) => {
                if (event.key !== 'Escape') event.stopPropagation();
              }}
            />
          )}
          <div role="menu" aria-label={triggerName} className={s.menuBody}>
            {!subscribed && (
              <Menu.Item asChild className={s.subscribe}>
                <Link to="/subscription">
                  <Trans>Subscribe now</Trans>
                </Link>
              </Menu.Item>
            )}
            <Menu.Separator className={s.separator} />
            {loading && (
              <p className={s.note}>
                <Spinner size="sm" /> <Trans>Loading breeds…</Trans>
              </p>
            )}
            {problem === 'loadFailed' && !loading && (
              <Menu.Item
                className={s.item}
                onSelect={(event) => {
                  // Retrying keeps the menu open for the list.
                  event.preventDefault();
                  onRetry();
                }}
              >
                <Trans>The breeds could not be loaded. Try again</Trans>
              </Menu.Item>
            )}
            {problem === 'chooseFailed' && (
              <p className={s.error} aria-hidden="true">
                <Trans>The breed could not be chosen. Please try again.</Trans>
              </p>
            )}
            <div className={s.list}>
              {!loading && breeds.length > 0 && groups.length === 0 && (
                <p className={s.note}>
                  <Trans>No breed matches “{query}”.</Trans>
                </p>
              )}
              {groups.map((group) => (
                <Menu.Group key={group.key} className={s.group}>
                  <Menu.Label className={s.groupLabel}>{groupLabels[group.key]}</Menu.Label>
                  {group.breeds.map((breed) => {
                    const name = breedName(breed, i18n.locale);
                    return (
                      <Menu.Item
                        key={breed.id}
                        className={s.item}
                        disabled={!subscribed}
                        onSelect={() => onChoose(breed.id)}
                        onPointerMove={keepTyping}
                        onPointerLeave={keepTyping}
                        aria-label={t`Choose ${name}`}
                        data-breed-id={breed.id}
                      >
                        <img className={s.image} src={breed.image} alt="" width={36} height={36} loading="lazy" />
                        <span className={s.name}>{name}</span>
                        <span className={s.choose({ current: breed.id === chosenBreedId })} aria-hidden="true">
                          {breed.id === chosenBreedId ? <Trans>Chosen</Trans> : <Trans>Choose</Trans>}
                        </span>
                      </Menu.Item>
                    );
                  })}
                </Menu.Group>
              ))}
            </div>
          </div>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
