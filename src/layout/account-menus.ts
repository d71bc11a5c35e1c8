// The signed-in user's two menus in one chunk: loaded together, they appear together (one
// Suspense resolution instead of two; guests never load either).
export { default as AccountMenu } from './AccountMenu';
export { default as TopBarMenu } from './TopBarMenu';
