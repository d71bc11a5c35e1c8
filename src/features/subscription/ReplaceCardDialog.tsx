import { Trans, useLingui } from '@lingui/react/macro';
import { CARD_MESSAGES, type CardFormInput } from '../../../contract/subscription';
import type { CardChangeViewModel } from '../../../machines/card-change/card-change.selectors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as d from '../../ui/Dialog.css';
import { StatusMessage } from '../../ui/StatusMessage';
import { CardForm } from './CardForm';
import { CARD_DECLINED, CHANGE_CARD_FAILED } from './subscription-messages';

export interface ReplaceCardDialogProps extends CardChangeViewModel {
  /** Today, for "Card has expired". */
  now: Date;
  onSubmit: (card: CardFormInput) => void;
  onClose: () => void;
}

/** Replace-card popup (spec §2 "Popups", §5: 'Card number is required' / 'Card number is incomplete'). */
export function ReplaceCardDialog(props: ReplaceCardDialogProps) {
  const { t } = useLingui();
  const { open, saving, onClose } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !saving && onClose()}
      title={t`Replace card`}
      description={t`The next monthly payments will be charged to the new card.`}
    >
      <ReplaceCardForm {...props} />
    </Dialog>
  );
}

function ReplaceCardForm({ now, saving, problem, fieldErrors, onSubmit, onClose }: ReplaceCardDialogProps) {
  const { i18n } = useLingui();
  return (
    <CardForm
      id="replace-card"
      now={now}
      wrongLengthMessage={CARD_MESSAGES.numberIncomplete}
      fieldErrors={fieldErrors}
      busy={saving}
      onSubmit={onSubmit}
    >
      {problem && (
        <StatusMessage tone="error">
          {i18n._(problem === 'declined' ? CARD_DECLINED : CHANGE_CARD_FAILED)}
        </StatusMessage>
      )}
      <div className={d.footer}>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving}>
          <Trans>Replace card</Trans>
        </Button>
      </div>
    </CardForm>
  );
}
