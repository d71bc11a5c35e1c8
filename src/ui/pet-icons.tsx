import type { SVGProps } from 'react';
import { Icon } from './icons';

// Pets and people. Apart from icons.tsx so that no page loads them before it draws them.

export function GlobeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Icon>
  );
}

export function PawIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <ellipse cx="12" cy="16" rx="4.5" ry="3.5" />
      <circle cx="5.5" cy="10.5" r="1.8" />
      <circle cx="9.2" cy="6.5" r="1.8" />
      <circle cx="14.8" cy="6.5" r="1.8" />
      <circle cx="18.5" cy="10.5" r="1.8" />
    </Icon>
  );
}

export function UsersIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
    </Icon>
  );
}
