import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { Language } from '../../../machines/preferences/preferences.types';
import { IncomingCallSheet } from '../../layout/IncomingCallSheet';
import { InstallHelpDialog } from '../../layout/InstallHelpDialog';
import { LogoutDialog } from '../../layout/LogoutDialog';
import { Dialog } from '../../ui/Dialog';
import { ReportDialog } from '../chat/ReportDialog';
import { UnfollowDialog } from '../friends/UnfollowDialog';
import { ChangePasswordDialog } from '../profile/ChangePasswordDialog';
import { ConfirmActionDialog } from '../profile/ConfirmActionDialog';
import { DeleteAccountDialog } from '../profile/DeleteAccountDialog';
import { DeletePhotoDialog } from '../profile/DeletePhotoDialog';
import { EmailChangedDialog } from '../profile/EmailChangedDialog';
import { EmailCodeDialog } from '../profile/EmailCodeDialog';
import { EmailConfirmDialog } from '../profile/EmailConfirmDialog';
import { PhotoEditorDialog } from '../profile/PhotoEditorDialog';
import { BlockDialog } from '../safety/BlockDialog';
import { ModerationActionDialog } from '../safety/ModerationActionDialog';
import { StandingDecisionDialog } from '../safety/StandingDecisionDialog';
import { UnblockDialog } from '../safety/UnblockDialog';
import { SignupPhotoPage } from '../signup-photo/SignupPhotoPage';
import { CancelSubscriptionDialog } from '../subscription/CancelSubscriptionDialog';
import { formatDate } from '../subscription/format';
import { ReplaceCardDialog } from '../subscription/ReplaceCardDialog';
import { SubscribeDialog } from '../subscription/SubscribeDialog';
import { SubscriptionSuccessDialog } from '../subscription/SubscriptionSuccessDialog';
import { DeleteVideoDialog } from '../videos/DeleteVideoDialog';
import {
  SAMPLE_APPEAL,
  SAMPLE_BLOCKED,
  SAMPLE_EMAIL,
  SAMPLE_FRAME,
  SAMPLE_FRIEND,
  SAMPLE_MODERATION_REPORT,
  SAMPLE_PERIOD_END,
  SAMPLE_PRICE,
  SAMPLE_REPORT_TARGET,
  SAMPLE_VIDEO,
  samplePhoto,
} from './popup-samples';
import { ScreenPreviewDialog } from './ScreenPreviewDialog';

/**
 * Every popup of the app, with sample props: /popups is built from this list, and
 * popup-registry.test.ts fails when a dialog component in src/ is missing from it. A new popup
 * gets one entry here (or, for a generic frame other popups are built on, a place in
 * DIALOG_BUILDING_BLOCKS).
 */

/** What /popups gives each popup: whether it is the open one, how to close it, and the page's context. */
export interface PopupSample {
  open: boolean;
  close: () => void;
  language: Language;
  /** Today, for the card forms' "Card has expired". */
  now: Date;
}

// A component of any props: the registry holds each with the props that fit it (see `popup`).
type DialogComponent = (props: never) => ReactNode;

export type PopupGroup = 'account' | 'photo' | 'subscription' | 'friends' | 'chat' | 'safety';

export interface PopupEntry {
  /** Stable handle: the button's test id is `popup-<id>`. */
  id: string;
  group: PopupGroup;
  /** The button's text on /popups. */
  label: MessageDescriptor;
  /** The dialog component shown, as the completeness test finds it in the source. */
  component: DialogComponent;
  /** The component with sample props. Every action only closes it: nothing reaches the server. */
  show: (sample: PopupSample) => ReactElement;
}

/** Ties a component to props of its own type, so an entry cannot show another component than it names. */
function popup<P extends object>(entry: {
  id: string;
  group: PopupGroup;
  label: MessageDescriptor;
  component: (props: P) => ReactNode;
  props: (sample: PopupSample) => P;
}): PopupEntry {
  const { component, props, ...rest } = entry;
  return {
    ...rest,
    component,
    show: (sample) => createElement(component as (props: P) => ReactElement, props(sample)),
  };
}

const nothing = () => {};

export const POPUP_GROUPS: { id: PopupGroup; title: MessageDescriptor }[] = [
  { id: 'account', title: msg`Account` },
  { id: 'photo', title: msg`Profile photo` },
  { id: 'subscription', title: msg`Subscription` },
  { id: 'friends', title: msg`Friends` },
  { id: 'chat', title: msg`Chat and videos` },
  { id: 'safety', title: msg`Safety` },
];

export const POPUPS: PopupEntry[] = [
  popup({
    id: 'logout',
    group: 'account',
    label: msg`Logout confirmation`,
    component: LogoutDialog,
    props: ({ open, close }) => ({ open, onOpenChange: (next: boolean) => !next && close(), onConfirm: close }),
  }),
  popup({
    id: 'install-help',
    group: 'account',
    label: msg`Install on iPhone (Add to Home Screen)`,
    component: InstallHelpDialog,
    props: ({ open, close }) => ({ open, onOpenChange: (next: boolean) => !next && close() }),
  }),
  popup({
    id: 'change-password',
    group: 'account',
    label: msg`Change or recover password`,
    component: ChangePasswordDialog,
    props: ({ open, close }) => ({
      open,
      saving: false,
      saved: false,
      problem: null,
      fieldErrors: {},
      onSubmit: close,
      onClose: close,
    }),
  }),
  popup({
    id: 'change-email',
    group: 'account',
    label: msg`Change email`,
    component: EmailConfirmDialog,
    props: ({ open, close }) => ({ open, busy: false, newEmail: SAMPLE_EMAIL, onConfirm: close, onCancel: close }),
  }),
  popup({
    id: 'verify-new-email-code',
    group: 'account',
    label: msg`Verify new email code`,
    component: EmailCodeDialog,
    props: ({ open, close }) => ({
      open,
      busy: false,
      newEmail: SAMPLE_EMAIL,
      problem: null,
      fieldErrors: {},
      onSubmit: close,
      onCancel: close,
    }),
  }),
  popup({
    id: 'confirmation-code',
    group: 'account',
    label: msg`Confirmation code`,
    component: EmailChangedDialog,
    props: ({ open, close }) => ({ open, email: SAMPLE_EMAIL, onClose: close }),
  }),
  popup({
    id: 'delete-account',
    group: 'account',
    label: msg`Delete account`,
    component: DeleteAccountDialog,
    props: ({ open, close }) => ({ open, busy: false, done: false, failed: false, onConfirm: close, onCancel: close }),
  }),
  popup({
    id: 'photo-editor',
    group: 'photo',
    label: msg`Photo editor`,
    component: PhotoEditorDialog,
    props: ({ open, close }) => ({
      open,
      // Drawn only once the editor opens: the page itself draws nothing.
      photo: open ? samplePhoto() : null,
      size: 3,
      angle: 30,
      saving: false,
      saved: false,
      problem: null,
      serverMessage: null,
      onResize: nothing,
      onRotate: nothing,
      onSave: close,
      onCancel: close,
    }),
  }),
  popup({
    id: 'delete-photo',
    group: 'photo',
    label: msg`Delete photo`,
    component: DeletePhotoDialog,
    props: ({ open, close }) => ({ open, busy: false, done: false, failed: false, onConfirm: close, onCancel: close }),
  }),
  popup({
    id: 'signup-photo',
    group: 'photo',
    label: msg`Last-step pet image upload`,
    component: ScreenPreviewDialog,
    props: ({ open, close }) => ({
      open,
      title: <Trans>Last-step pet image upload</Trans>,
      description: <Trans>In the app this is the /signup-photo page, right after the email is verified.</Trans>,
      onClose: close,
      // A picked or dropped file goes nowhere here.
      children: <SignupPhotoPage decoding={false} problem={null} onFile={nothing} />,
    }),
  }),
  popup({
    id: 'subscribe',
    group: 'subscription',
    label: msg`Subscribe`,
    component: SubscribeDialog,
    props: ({ open, close, language, now }) => ({
      open,
      submitting: false,
      problem: null,
      canRetry: false,
      fieldErrors: {},
      price: SAMPLE_PRICE,
      language,
      now,
      onSubmit: close,
      onRetry: nothing,
      onClose: close,
    }),
  }),
  popup({
    id: 'subscription-success',
    group: 'subscription',
    label: msg`Subscription success`,
    component: SubscriptionSuccessDialog,
    props: ({ open, close }) => ({ open, onClose: close }),
  }),
  popup({
    id: 'cancel-subscription',
    group: 'subscription',
    label: msg`Cancel subscription`,
    component: CancelSubscriptionDialog,
    props: ({ open, close, language }) => ({
      open,
      busy: false,
      done: false,
      failed: false,
      until: formatDate(SAMPLE_PERIOD_END, language),
      onConfirm: close,
      onCancel: close,
    }),
  }),
  popup({
    id: 'replace-card',
    group: 'subscription',
    label: msg`Replace card`,
    component: ReplaceCardDialog,
    props: ({ open, close, now }) => ({
      open,
      saving: false,
      problem: null,
      fieldErrors: {},
      now,
      onSubmit: close,
      onClose: close,
    }),
  }),
  popup({
    id: 'unfollow-friend',
    group: 'friends',
    label: msg`Unfollow friend`,
    component: UnfollowDialog,
    props: ({ open, close }) => ({
      friend: open ? SAMPLE_FRIEND : null,
      busy: false,
      onConfirm: close,
      onCancel: close,
    }),
  }),
  popup({
    id: 'report-video',
    group: 'chat',
    label: msg`Report video`,
    component: ReportDialog,
    props: ({ open, close }) => ({
      open,
      sending: false,
      target: SAMPLE_REPORT_TARGET,
      evidence: { capturing: false, image: SAMPLE_FRAME },
      onDropEvidence: nothing,
      onSubmit: close,
      onClose: close,
    }),
  }),
  popup({
    id: 'delete-video',
    group: 'chat',
    label: msg`Delete video`,
    component: DeleteVideoDialog,
    props: ({ open, close }) => ({ video: open ? SAMPLE_VIDEO : null, busy: false, onConfirm: close, onCancel: close }),
  }),
  popup({
    id: 'incoming-call',
    group: 'friends',
    label: msg`Incoming call (ringing sheet)`,
    component: IncomingCallSheet,
    props: ({ open, close }) => ({
      call: open
        ? {
            from: 5,
            fromName: 'Taras',
            image: null,
            petName: 'Rio',
            petGender: 'boy' as const,
            petBreedName: 'Cockatiel',
            petBreedNameUa: 'Корела',
            userToCall: 1,
            callId: '6f1c2a4e-8b1d-4c1e-9a7e-2f0b5d3c4a11',
          }
        : null,
      onAnswer: close,
      onDecline: close,
      onHide: close,
    }),
  }),
  popup({
    id: 'block',
    group: 'safety',
    label: msg`Block a user`,
    component: BlockDialog,
    props: ({ open, close }) => ({
      open,
      busy: false,
      failed: false,
      target: SAMPLE_BLOCKED,
      onConfirm: close,
      onCancel: close,
    }),
  }),
  popup({
    id: 'unblock',
    group: 'safety',
    label: msg`Unblock a user`,
    component: UnblockDialog,
    props: ({ open, close }) => ({
      user: open ? SAMPLE_BLOCKED : null,
      busy: false,
      onConfirm: close,
      onCancel: close,
    }),
  }),
  popup({
    id: 'moderation-action',
    group: 'safety',
    label: msg`Moderation action`,
    component: ModerationActionDialog,
    props: ({ open, close }) => ({
      // A suspension shows the most: the consequence, the end date and the note.
      pending: open ? { report: SAMPLE_MODERATION_REPORT, action: 'suspend' as const } : null,
      busy: false,
      error: null,
      onConfirm: close,
      onCancel: close,
    }),
  }),
  popup({
    id: 'moderation-appeal-decision',
    group: 'safety',
    label: msg`Appeal decision (lift or keep)`,
    component: StandingDecisionDialog,
    props: ({ open, close }) => ({
      // Keeping a ban shows the most: the consequence and the required reason.
      choice: open ? { kind: 'appeal' as const, appeal: SAMPLE_APPEAL, decision: 'keep' as const } : null,
      busy: false,
      error: null,
      onConfirm: close,
      onCancel: close,
    }),
  }),
];

/**
 * Generic frames the popups above are built on, not popups of their own: /popups shows them
 * through those popups, and the completeness test counts what renders them as a dialog.
 */
export const DIALOG_BUILDING_BLOCKS: DialogComponent[] = [Dialog, ConfirmActionDialog];
