import { createFileRoute } from '@tanstack/react-router';
import type { BreedView } from '../../../../contract/user';
import { ChatScreenContainer } from '../../../features/chat/ChatScreen.container';
import { homeSearchSchema } from '../../../features/chat/home-search';
import { useUrlLanguage } from '../../../routing/use-url-language';

/**
 * Home (spec §2): the random video chat, general or by breed (`/?breed_id=3`). The screen's code
 * (PeerJS, the call views) is split from the first page: it loads with this route.
 */
export const Route = createFileRoute('/{-$lang}/_app/')({
  validateSearch: homeSearchSchema,
  loaderDeps: ({ search }) => ({ breedId: search.breed_id ?? null }),
  // The breed's name for the chat title; without it the title still offers the way back. The
  // loader is part of the first load of every page, the chat's API module is not: it comes with
  // the screen's code.
  loader: async ({ deps, abortController }): Promise<BreedView | null> => {
    if (deps.breedId === null) return null;
    const breeds = await import('../../../features/chat/chat-api')
      .then(({ chatApi }) => chatApi.breeds(abortController.signal))
      .catch(() => [] as BreedView[]);
    return breeds.find((breed) => breed.id === deps.breedId) ?? null;
  },
  component: HomePage,
});

function HomePage() {
  const { breed_id } = Route.useSearch();
  const breed = Route.useLoaderData();
  const language = useUrlLanguage();
  const name = breed ? (language === 'ua' ? breed.name_ua : breed.name) : null;
  return <ChatScreenContainer breedId={breed_id ?? null} breedName={name} />;
}
