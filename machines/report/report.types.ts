import type { ReportInput, ReportTopic } from '../../contract/chat';
import type { PetGenderValue } from '../../contract/user';

/**
 * Report popup (spec §2 "Popups: report video", §3 "Report payload", §8): opened for the
 * companion of the moment, who stays the one reported even if the chat moves on meanwhile.
 *
 *   closed ──report.open──▶ open ──report.submit──▶ sending ──done──▶ closed  (success toast)
 *   (open takes a still frame of the remote video at once: `captureFrame`; report.dropEvidence removes it)
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
  /** The random match the report is about (none for a friend call). */
  match_id?: string | null;
}

export interface ReportContext {
  target: ReportTarget | null;
  /**
   * A still frame of the remote video taken when the popup opened (a JPEG data URL), sent with
   * the report unless the user leaves it out; null while taking it, when it failed or was removed.
   */
  evidence: string | null;
}

export type ReportEvent =
  | { type: 'report.open'; target: ReportTarget }
  | { type: 'report.close' }
  | { type: 'report.submit'; topic: ReportTopic; details: string }
  | { type: 'report.dropEvidence' };

export interface ReportDeps {
  /** POST /add-report. */
  sendReport(report: ReportInput, signal: AbortSignal): Promise<void>;
  /** A still frame of the remote video now, as a JPEG data URL; null when there is no picture. */
  captureFrame(): Promise<string | null>;
}
