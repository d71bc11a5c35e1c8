import { useId } from 'react';
import { STRIPED_FLAGS } from './flag-stripes';
import * as s from './PhoneField.css';

const WIDTH = 24;
const HEIGHT = 16;

/** A country's flag as SVG (decorative: the picker names the country in text). */
export function CountryFlag({ code }: { code: string }) {
  const flag = STRIPED_FLAGS[code];
  const clipId = useId();
  return (
    <svg
      className={s.flagImage}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
      data-country={code}
    >
      <clipPath id={clipId}>
        <rect width={WIDTH} height={HEIGHT} rx="2.5" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        {flag ? (
          flag.colours.map((colour, i) => {
            const share = 1 / flag.colours.length;
            return flag.direction === 'horizontal' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the stripes are fixed data; a stripe's place is its identity
              <rect key={i} x="0" y={i * share * HEIGHT} width={WIDTH} height={share * HEIGHT} fill={colour} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the stripes are fixed data; a stripe's place is its identity
              <rect key={i} x={i * share * WIDTH} y="0" width={share * WIDTH} height={HEIGHT} fill={colour} />
            );
          })
        ) : (
          <>
            <rect className={s.flagBadge} width={WIDTH} height={HEIGHT} />
            <text className={s.flagCode} x={WIDTH / 2} y={HEIGHT / 2} textAnchor="middle" dominantBaseline="central">
              {code}
            </text>
          </>
        )}
      </g>
      <rect className={s.flagEdge} width={WIDTH - 1} height={HEIGHT - 1} x="0.5" y="0.5" rx="2.5" />
    </svg>
  );
}
