import { createFileRoute } from '@tanstack/react-router';
import { requireGuest } from '../../../routing/guards';

/**
 * Guest-only pages (/login, /signup, /forgot-password, /password-reset, /appeal): add them as files in
 * this folder. Once the session has settled, a signed-in user is sent to the home page.
 */
export const Route = createFileRoute('/{-$lang}/_guest')({
  beforeLoad: ({ context, params }) => requireGuest(context.root, params.lang),
});
