import type { ReportInput, ReportTopic } from '../../contract/chat';
import type { PetGenderValue } from '../../contract/user';

/**
 * Report popup (spec §2 "Popups: report video", §3 "Report payload", §8): opened for the
 * companion of the moment, who stays the one reported even if the chat moves on meanwhile.
 *
 *   closed ──report.open──▶ open ──report.submit──▶ sending ──done──▶ closed  (success toast)
 *                            ▲                          └──error──▶ open    (failure toast)
 *
 * The toasts go to the `toasts` actor of the system.
 *                            └── report.close from open or sending
 */

/** The user being reported, as shown in the popup. */
export interface ReportTarget {
  id: number;
  name: string;
  pet_name: string;
  pet_gender: PetGenderValue;
}

export interface ReportContext {
  target: ReportTarget | null;
}

export type ReportEvent =
  | { type: 'report.open'; target: ReportTarget }
  | { type: 'report.close' }
  | { type: 'report.submit'; topic: ReportTopic; details: string };

export interface ReportDeps {
  /** POST /add-report. */
  sendReport(report: ReportInput, signal: AbortSignal): Promise<void>;
}
