import { useLingui } from '@lingui/react/macro';
import type { QualityLevel } from '../../../machines/call-quality/call-quality.types';
import * as s from './ConnectionQuality.css';

const LIT: Record<QualityLevel, number> = { good: 3, fair: 2, poor: 1 };
const BARS = [1, 2, 3] as const;

export interface ConnectionQualityProps {
  level: QualityLevel;
  /** Drawn over the video (the dark scrim of the small companion card) rather than on a theme surface. */
  onVideo?: boolean;
}

/**
 * The call's connection quality beside the partner's name (issue 24): three bars, colour, and a
 * name for screen readers and the tooltip ("Connection: good"). The level comes from
 * machines/call-quality, which already smooths it (falls fast, rises slowly).
 */
export function ConnectionQuality({ level, onVideo = false }: ConnectionQualityProps) {
  const { t } = useLingui();
  const label = { good: t`Connection: good`, fair: t`Connection: fair`, poor: t`Connection: poor` }[level];
  const palette = onVideo ? s.onVideo : s.onSurface;
  return (
    <span
      className={s.meter}
      role="img"
      aria-label={label}
      title={label}
      data-testid="connection-quality"
      data-level={level}
    >
      {BARS.map((n) => (
        <span
          key={n}
          className={[s.bar, s.height[n], s.paint, n <= LIT[level] ? palette[level] : palette.off].join(' ')}
          data-lit={n <= LIT[level] || undefined}
        />
      ))}
    </span>
  );
}
