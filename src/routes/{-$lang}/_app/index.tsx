import { createFileRoute } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { useBreedName } from '../../../../machines/breed-picker/use-breed-name';
import { selectDeferredChildren } from '../../../../machines/root/root.selectors';
import { useChild } from '../../../app/root-context';
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
  // The breed chat's title names the breed: the root's breed picker loads the shared list (once
  // per app; a failed load is tried again) and the page waits for it. Without a name the title
  // still offers the way back.
  loader: async ({ context, deps, abortController }) => {
    if (deps.breedId === null) return;
    // The layout's guard (requireUser) has waited for the deferred children.
    const breedPicker = selectDeferredChildren(context.root.getSnapshot())?.breedPicker;
    if (!breedPicker) return;
    breedPicker.send({ type: 'breeds.load' });
    await waitFor(breedPicker, (s) => !s.matches({ list: 'loading' }), { signal: abortController.signal });
  },
  component: HomePage,
});

function HomePage() {
  const breedId = Route.useSearch().breed_id ?? null;
  const breedName = useBreedName(useChild('breedPicker'), breedId, useUrlLanguage());
  return <ChatScreenContainer breedId={breedId} breedName={breedName} />;
}
