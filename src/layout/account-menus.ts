// The signed-in user's part of the top bar with its two menus, one chunk: loaded together, they
// appear together (one Suspense resolution; guests never load any of it).
export { SignedInAccount } from './SignedInAccount';
// And its wiring to the session, the install entry and the bell (TopBarAccount.container.tsx).
export { SignedInAccountContainer } from './SignedInAccount.container';
