import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { PetGenderValue } from '../../../contract/user';
import * as s from './GenderPicker.css';

/**
 * Spec §3 "Gender option": a fixed list of boy and girl, each with id, value, label, and a light
 * and a dark icon. The light icon is drawn for the light theme (dark ink on a pale tile), the
 * dark icon for the dark theme (pale lines on a deep tile); colours come from the theme's brand
 * tokens.
 */
export interface GenderOption {
  id: number;
  value: PetGenderValue;
  label: MessageDescriptor;
  icons: { light: ComponentType; dark: ComponentType };
}

function Tile({
  variant,
  accent,
  children,
}: {
  variant: 'light' | 'dark';
  accent: 'boy' | 'girl';
  children: React.ReactNode;
}) {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={s.icon}
      data-variant={variant}
    >
      <rect className={s.tile({ variant, accent })} x="1" y="1" width="38" height="38" rx="12" />
      <g className={s.mark({ variant })} fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

// ♂: a circle with an arrow to the upper right.
const boyMark = (
  <>
    <circle cx="17" cy="23" r="7" />
    <path d="M22 18l8-8M24 10h6v6" />
  </>
);

// ♀: a circle with a cross below.
const girlMark = (
  <>
    <circle cx="20" cy="16" r="7" />
    <path d="M20 23v10M15 28h10" />
  </>
);

const BoyLight = () => (
  <Tile variant="light" accent="boy">
    {boyMark}
  </Tile>
);
const BoyDark = () => (
  <Tile variant="dark" accent="boy">
    {boyMark}
  </Tile>
);
const GirlLight = () => (
  <Tile variant="light" accent="girl">
    {girlMark}
  </Tile>
);
const GirlDark = () => (
  <Tile variant="dark" accent="girl">
    {girlMark}
  </Tile>
);

export const GENDER_OPTIONS: readonly GenderOption[] = [
  { id: 1, value: 'boy', label: msg`Boy`, icons: { light: BoyLight, dark: BoyDark } },
  { id: 2, value: 'girl', label: msg`Girl`, icons: { light: GirlLight, dark: GirlDark } },
];
