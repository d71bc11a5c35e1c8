import type { ChooseBreedResponse } from '../../contract/profile';
import type { BreedView } from '../../contract/user';

/**
 * Breeds and the navbar breed menu (spec §2 "Navbar breed menu", §3 client state "breeds", §4
 * "Breed dropdown"). A long-lived child of the root actor (system id `breedPicker`): the breed
 * list is loaded once and shared (the profile form's breed select uses it too), and the breed
 * chosen for breed chat is shared state.
 *
 * Two parallel regions:
 *   list:  idle ── breeds.load ──▶ loading ──▶ loaded
 *                                         └──▶ failed ── breeds.load ──▶ loading
 *   menu:  closed ◀── menu.toggle / menu.close ──▶ open (asks for the list)
 *          open ── breed.choose (subscribers only) ──▶ choosing ──▶ closed: breed_id stored
 *                                                             │   (cookie) and breed chat opened (`openChat`)
 *                                                             └──▶ open, with the error
 *
 * `access.changed` keeps the subscription flag in step with the session (the watcher actor).
 */
export interface BreedPickerInput {
  /** The breed chosen before (cookie `breed_id`), or null for the general chat. */
  breedId: number | null;
}

export type BreedsProblem = 'loadFailed' | 'chooseFailed';

export interface BreedPickerContext {
  breeds: BreedView[];
  /** The breed chosen for breed chat (shared state), null for the general chat. */
  breedId: number | null;
  /** Breed chat needs a subscription (spec §6); follows the signed-in user. */
  subscribed: boolean;
  problem: BreedsProblem | null;
  /** The menu's search text while it is open ('' shows every breed). */
  query: string;
}

export type BreedPickerEvent =
  | { type: 'breeds.load' }
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'breed.choose'; breedId: number }
  /** The menu's search box changed: the list shows the breeds whose name contains it. */
  | { type: 'breeds.search'; query: string }
  | { type: 'access.changed'; subscribed: boolean };

export interface BreedPickerDeps {
  /** GET /api/breeds. */
  loadBreeds(signal: AbortSignal): Promise<BreedView[]>;
  /** PATCH /api/choose-breed. */
  chooseBreed(breedId: number, signal: AbortSignal): Promise<ChooseBreedResponse>;
  /** Cookie `breed_id`: 1 day, path /, SameSite strict, not secure (spec §9). */
  persistBreed(breedId: number): void;
  /** After a choice: breed chat (`/?breed_id=<id>`, in the URL's language). */
  openChat(breedId: number): void;
}

export const BREED_PICKER_SYSTEM_ID = 'breedPicker';
