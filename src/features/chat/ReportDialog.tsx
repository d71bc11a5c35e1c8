import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { REPORT_DETAILS_MAX, REPORT_TOPICS, type ReportTopic, reportBody } from '../../../contract/chat';
import type { ReportTarget } from '../../../machines/report/report.types';
import { translateValidation } from '../../i18n/safety-texts';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import * as d from '../../ui/Dialog.css';
import { Select } from '../../ui/Select';
import { GenderIcon } from '../call/call-icons';
import * as s from './ReportDialog.css';
import { TextAreaField } from './TextAreaField';

/** The popup's fields, validated by the same contract schema the server uses (spec §5: 3–1000). */
export const reportFormSchema = v.pick(reportBody, ['report_topic', 'report_details']);

export interface ReportDialogProps {
  open: boolean;
  sending: boolean;
  target: ReportTarget | null;
  onClose(): void;
  onSubmit(report: { topic: ReportTopic; details: string }): void;
  /** The still frame taken when the popup opened (none for a test or when there was no picture). */
  evidence?: { capturing: boolean; image: string | null };
  onDropEvidence?: () => void;
}

/** Spec §2 "report video": a topic, details, and who is being reported. */
export function ReportDialog({
  open,
  sending,
  target,
  onClose,
  onSubmit,
  evidence,
  onDropEvidence,
}: ReportDialogProps) {
  const { t, i18n } = useLingui();
  const topicLabels: Record<ReportTopic, string> = {
    'Inappropriate behaviour': t`Inappropriate behaviour`,
    'Spam or advertising': t`Spam or advertising`,
  };
  const [form, fields] = useForm({
    // A new target is a new form. The fields are uncontrolled and keep no `key`: a re-keyed
    // field would be remounted empty after an on-blur validation. The popup's content unmounts
    // when it closes, so nothing typed stays for the next report.
    id: `report-${target?.id ?? 'none'}`,
    // Validated when sent (and again on the next send): conform's on-blur validation re-submits
    // the form with an intent, which lost what was typed in Chromium.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: reportFormSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success')
        onSubmit({ topic: submission.value.report_topic, details: submission.value.report_details });
    },
  });
  const errorOf = (errors: string[] | undefined) => (errors?.[0] ? translateValidation(errors[0], i18n) : null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={<Trans>Report a violation</Trans>}
      description={<Trans>Tell us what happened. We review every report.</Trans>}
    >
      {target && (
        <dl className={s.target} data-testid="report-target">
          <dt>
            <Trans>User</Trans>
          </dt>
          <dd>{target.name}</dd>
          <dt>
            <Trans>Pet</Trans>
          </dt>
          <dd className={s.pet}>
            <GenderIcon
              gender={target.pet_gender}
              aria-label={target.pet_gender === 'boy' ? t`Boy` : t`Girl`}
              role="img"
              aria-hidden={undefined}
            />
            {target.pet_name}
          </dd>
        </dl>
      )}
      {evidence?.capturing && (
        <p className={s.frameNote} role="status">
          <Trans>Taking a still frame of the video…</Trans>
        </p>
      )}
      {evidence?.image && (
        <figure className={s.frame} data-testid="report-frame">
          <img src={evidence.image} alt={t`Still frame of the video at the moment you opened this report`} />
          <figcaption className={s.frameNote}>
            <Trans>This still frame is sent with your report, only to our moderators.</Trans>{' '}
            {onDropEvidence && (
              <button type="button" className={s.linkButton} onClick={onDropEvidence} disabled={sending}>
                <Trans>Leave it out</Trans>
              </button>
            )}
          </figcaption>
        </figure>
      )}
      <form {...getFormProps(form)} className={s.form} noValidate>
        <Select
          {...getSelectProps(fields.report_topic)}
          label={<Trans>Topic</Trans>}
          placeholder={t`Choose a topic`}
          options={REPORT_TOPICS.map((topic) => ({ value: topic, label: topicLabels[topic] }))}
          error={errorOf(fields.report_topic.errors)}
        />
        <TextAreaField
          {...getTextareaProps(fields.report_details)}
          label={<Trans>Details</Trans>}
          maxLength={REPORT_DETAILS_MAX}
          rows={5}
          error={errorOf(fields.report_details.errors)}
        />
        {/* The buttons belong to the form itself, so pressing Send submits exactly these fields. */}
        <div className={d.footer}>
          <DialogClose asChild>
            <Button variant="ghost">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" loading={sending}>
            <Trans>Send report</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
