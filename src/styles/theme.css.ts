import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { brand, darkBackground } from './brand';

/**
 * The one theme contract. Components use only `vars.color.*`; the two themes below are the only
 * place colour values are written. `brand` colours are the same in both themes (logo variants).
 */
export const vars = createThemeContract({
  color: {
    background: null,
    backgroundAccent: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSoft: null,
    danger: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    info: null,
    infoSoft: null,
    focus: null,
    overlay: null,
    shadow: null,
  },
  /** Overlays on video (issue 14): the same in both themes, since the picture under them is the same. */
  video: {
    scrim: null,
    scrimFade: null,
    text: null,
    textMuted: null,
    border: null,
    /** A solid red for badges over video ("recording"): white text on it is 5.6:1. */
    alert: null,
  },
  brand: {
    orange: null,
    orangeText: null,
    cream: null,
    ink: null,
    teal: null,
  },
});

/**
 * Text over a video sits on a dark scrim whatever the theme: white on 62 % black stays above
 * 4.5:1 even over a white frame (the frame shows through as at most #616161).
 */
const video = {
  scrim: 'rgba(0, 0, 0, 0.62)',
  scrimFade: 'rgba(0, 0, 0, 0)',
  text: '#FFFFFF',
  textMuted: 'rgba(255, 255, 255, 0.88)',
  border: 'rgba(255, 255, 255, 0.4)',
  alert: '#C62828',
};

/** Default theme: warm night. */
export const darkTheme = createTheme(vars, {
  color: {
    background: darkBackground,
    backgroundAccent: '#211A26',
    surface: '#221C27',
    surfaceRaised: '#2C2532',
    surfaceSunken: '#120F15',
    text: '#F7F0E9',
    textMuted: '#BDB1A7',
    border: '#3A3240',
    borderStrong: '#574C5E',
    accent: '#FF8A4C',
    accentHover: '#FFA06C',
    accentText: '#1E120B',
    accentSoft: 'rgba(255, 138, 76, 0.16)',
    danger: '#FF7A7A',
    dangerSoft: 'rgba(255, 122, 122, 0.16)',
    success: '#4FD69F',
    successSoft: 'rgba(79, 214, 159, 0.16)',
    warning: '#FFCB5C',
    warningSoft: 'rgba(255, 203, 92, 0.16)',
    info: '#7CC0FF',
    infoSoft: 'rgba(124, 192, 255, 0.16)',
    focus: '#FFD08A',
    overlay: 'rgba(10, 7, 12, 0.72)',
    shadow: 'rgba(0, 0, 0, 0.45)',
  },
  video,
  brand,
});

/** Light theme: warm paper. */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#FFF8F1',
    backgroundAccent: '#FFEFE0',
    surface: '#FFFFFF',
    surfaceRaised: '#FFF3E8',
    surfaceSunken: '#F6EADF',
    text: '#2A1E17',
    textMuted: '#6B5A4F',
    border: '#EAD9CA',
    borderStrong: '#CDB6A3',
    // Darker than the brand orange so text and links on every light surface reach 4.5:1 (WCAG AA),
    // white on it too (6.4:1); the brand orange itself stays in the logo.
    accent: '#A63F0E',
    accentHover: '#8C350B',
    accentText: '#FFFFFF',
    // Accent text on it (avatars, badges) keeps 4.5:1 over the raised and sunken surfaces too.
    accentSoft: 'rgba(166, 63, 14, 0.1)',
    danger: '#C23434',
    dangerSoft: 'rgba(194, 52, 52, 0.1)',
    // 4.5:1 on the sunken surface as well (WCAG AA).
    success: '#176B47',
    successSoft: 'rgba(23, 107, 71, 0.1)',
    warning: '#855610',
    warningSoft: 'rgba(133, 86, 16, 0.12)',
    info: '#2563A8',
    infoSoft: 'rgba(37, 99, 168, 0.1)',
    focus: '#A8420F',
    overlay: 'rgba(42, 30, 23, 0.5)',
    shadow: 'rgba(87, 52, 26, 0.16)',
  },
  video,
  brand,
});

// Native controls and scrollbars follow the theme.
globalStyle(darkTheme, { colorScheme: 'dark' });
globalStyle(lightTheme, { colorScheme: 'light' });

export const themeClass = { dark: darkTheme, light: lightTheme } as const;
