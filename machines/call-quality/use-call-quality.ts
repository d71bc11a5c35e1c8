import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { callQualityMachine } from './call-quality.machine';
import { selectQualityLevel } from './call-quality.selectors';
import type { QualityLevel } from './call-quality.types';

export type CallQualityRef = ActorRefFrom<typeof callQualityMachine>;

/** The call's quality level, or null while no call is measured (no child actor, or no reading yet). */
export function useCallQuality(actor: CallQualityRef | undefined): QualityLevel | null {
  return useSelector(actor, (s) => (s ? selectQualityLevel(s) : null));
}
