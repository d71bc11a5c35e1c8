/**
 * The brand colours, the same in both themes (theme.css.ts uses them), and the default dark
 * theme's page background. Plain values in a plain module, so the build can read them too: the
 * web app manifest and the installed app's icons (scripts/app-icons.ts) use these.
 */
export const brand = {
  orange: '#FF8A4C',
  /**
   * The brand orange as text on light backgrounds (the light logo's word mark): 4.6:1 or more on
   * every light surface (WCAG AA), where the fill orange is 2.2:1. The fill stays for the mark.
   */
  orangeText: '#B84A12',
  cream: '#FFF4E8',
  ink: '#2A1E17',
  teal: '#3CC8B4',
};

/** `vars.color.background` of the default (dark) theme: the installed app's splash screen. */
export const darkBackground = '#17131B';
