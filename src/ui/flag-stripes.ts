/**
 * Flags drawn as SVG in the phone picker (issue 14: emoji flags show as letters or boxes on many
 * systems). These are the flags made of equal stripes, written as data: national colours are the
 * content of a flag, not part of the app's theme. Any other country gets a badge with its code.
 */
export interface StripedFlag {
  direction: 'horizontal' | 'vertical';
  colours: readonly string[];
}

export const STRIPED_FLAGS: Readonly<Record<string, StripedFlag>> = {
  UA: { direction: 'horizontal', colours: ['#0057B7', '#FFD700'] },
  PL: { direction: 'horizontal', colours: ['#FFFFFF', '#DC143C'] },
  DE: { direction: 'horizontal', colours: ['#000000', '#DD0000', '#FFCE00'] },
  NL: { direction: 'horizontal', colours: ['#AE1C28', '#FFFFFF', '#21468B'] },
  AT: { direction: 'horizontal', colours: ['#C8102E', '#FFFFFF', '#C8102E'] },
  HU: { direction: 'horizontal', colours: ['#CD2A3E', '#FFFFFF', '#436F4D'] },
  BG: { direction: 'horizontal', colours: ['#FFFFFF', '#00966E', '#D62612'] },
  LT: { direction: 'horizontal', colours: ['#FDB913', '#006A44', '#C1272D'] },
  EE: { direction: 'horizontal', colours: ['#0072CE', '#000000', '#FFFFFF'] },
  LV: { direction: 'horizontal', colours: ['#9E3039', '#9E3039', '#FFFFFF', '#9E3039', '#9E3039'] },
  FR: { direction: 'vertical', colours: ['#002395', '#FFFFFF', '#ED2939'] },
  IT: { direction: 'vertical', colours: ['#009246', '#FFFFFF', '#CE2B37'] },
  IE: { direction: 'vertical', colours: ['#169B62', '#FFFFFF', '#FF883E'] },
  BE: { direction: 'vertical', colours: ['#000000', '#FDDA24', '#EF3340'] },
  RO: { direction: 'vertical', colours: ['#002B7F', '#FCD116', '#CE1126'] },
  MD: { direction: 'vertical', colours: ['#0046AE', '#FFD200', '#CC092F'] },
};
