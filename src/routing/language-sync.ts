import type { Language } from '../../machines/preferences/preferences.types';
import { type RootActor, selectChildren } from '../../machines/root/root.selectors';

/**
 * The URL decides the language: entering a page under `/ua` asks for Ukrainian, any other page
 * for English. The preferences actor ignores a request for the language it already shows.
 */
export function syncLanguageWithUrl(root: RootActor, language: Language): void {
  const { preferences } = selectChildren(root.getSnapshot());
  if (preferences.getSnapshot().context.requested !== language) preferences.send({ type: 'language.change', language });
}
