import { createFileRoute } from '@tanstack/react-router';

/** The "Public offer" tab of the legal page; the page itself is the layout (_legal/route.tsx). */
export const Route = createFileRoute('/{-$lang}/_legal/offerta')({});
