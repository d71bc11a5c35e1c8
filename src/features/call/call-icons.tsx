import type { SVGProps } from 'react';
import { Icon as LineIcon } from '../../ui/icons';

/** The call controls' line icons, a size up from the shared ones (decorative: the button has the label). */
function Icon(props: SVGProps<SVGSVGElement>) {
  return <LineIcon width="22" height="22" {...props} />;
}

export function MicIcon({ off = false }: { off?: boolean }) {
  return (
    <Icon>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      {off && <path d="m3 3 18 18" />}
    </Icon>
  );
}

export function CameraIcon({ off = false }: { off?: boolean }) {
  return (
    <Icon>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
      {off && <path d="m2 3 20 18" />}
    </Icon>
  );
}

export function StopIcon() {
  return (
    <Icon>
      <rect x="6" y="6" width="12" height="12" rx="2" />
    </Icon>
  );
}

export function NextIcon() {
  return (
    <Icon>
      <path d="m5 4 10 8-10 8V4ZM19 5v14" />
    </Icon>
  );
}

export function RecordIcon({ active = false }: { active?: boolean }) {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      {active ? (
        <rect x="9" y="9" width="6" height="6" fill="currentColor" />
      ) : (
        <circle cx="12" cy="12" r="4" fill="currentColor" />
      )}
    </Icon>
  );
}

export function FlagIcon() {
  return (
    <Icon>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </Icon>
  );
}

export function ExpandIcon({ exit = false }: { exit?: boolean }) {
  return exit ? (
    <Icon>
      <path d="M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6" />
    </Icon>
  ) : (
    <Icon>
      <path d="M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6" />
    </Icon>
  );
}

/** Picture-in-picture: a small window in the corner of a screen; `exit` brings it back in. */
export function PictureInPictureIcon({ exit = false }: { exit?: boolean }) {
  return (
    <Icon>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      {exit ? <path d="M8 9h5v5M13 9l-6 6" /> : <rect x="12" y="12" width="7" height="5" rx="1" fill="currentColor" />}
    </Icon>
  );
}

/** Block: a circle crossed out. */
export function BlockIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </Icon>
  );
}

export function ArrowLeftIcon() {
  return (
    <Icon>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

/** Spec §3 "Gender option": boy and girl, drawn in currentColor so both themes get their variant. */
export function GenderIcon({ gender, ...props }: { gender: 'boy' | 'girl' } & SVGProps<SVGSVGElement>) {
  return gender === 'boy' ? (
    <Icon {...props}>
      <circle cx="10" cy="14" r="6" />
      <path d="M14.5 9.5 21 3M15 3h6v6" />
    </Icon>
  ) : (
    <Icon {...props}>
      <circle cx="12" cy="9" r="6" />
      <path d="M12 15v7M9 19h6" />
    </Icon>
  );
}

/** "⋯": the call's other actions (record, report, fullscreen, picture-in-picture) on a phone. */
export function MoreIcon() {
  return (
    <Icon>
      <circle cx="5" cy="12" r="1.6" fill="currentColor" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
      <circle cx="19" cy="12" r="1.6" fill="currentColor" />
    </Icon>
  );
}
