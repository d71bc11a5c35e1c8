/**
 * The brand colours, the same in both themes (theme.css.ts uses them), and the default dark
 * theme's page background. Plain values in a plain module, so the build can read them too: the
 * web app manifest and the installed app's icons (scripts/app-icons.ts) use these.
 */
export const brand = {
  orange: '#FF8A4C',
  cream: '#FFF4E8',
  ink: '#2A1E17',
  teal: '#3CC8B4',
};

/** `vars.color.background` of the default (dark) theme: the installed app's splash screen. */
export const darkBackground = '#17131B';
