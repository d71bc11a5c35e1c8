import { Trans, useLingui } from '@lingui/react/macro';
import type { CardFormInput } from '../../../contract/subscription';
import type { CheckoutViewModel } from '../../../machines/checkout/checkout.selectors';
import type { Language } from '../../../machines/preferences/preferences.types';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as d from '../../ui/Dialog.css';
import { StatusMessage } from '../../ui/StatusMessage';
import { CardForm } from './CardForm';
import { formatPrice } from './format';
import { CARD_DECLINED, SUBSCRIBE_FAILED } from './subscription-messages';

export interface SubscribeDialogProps
  extends Pick<CheckoutViewModel, 'open' | 'submitting' | 'problem' | 'canRetry' | 'fieldErrors' | 'price'> {
  language: Language;
  /** Today, for "Card has expired". */
  now: Date;
  onSubmit: (card: CardFormInput) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Subscribe popup (spec §2 "Popups"): the monthly price and the card form. */
export function SubscribeDialog(props: SubscribeDialogProps) {
  const { t } = useLingui();
  const { open, submitting, price, language, onClose } = props;
  const priceText = price ? formatPrice(price.amount, price.currency, language) : '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !submitting && onClose()}
      title={t`Subscribe`}
      description={t`${priceText} a month, renewed monthly until you cancel.`}
    >
      <SubscribeForm {...props} />
    </Dialog>
  );
}

function SubscribeForm({
  now,
  submitting,
  problem,
  canRetry,
  fieldErrors,
  onSubmit,
  onRetry,
  onClose,
}: SubscribeDialogProps) {
  const { i18n } = useLingui();
  return (
    <CardForm id="subscribe-card" now={now} fieldErrors={fieldErrors} busy={submitting} onSubmit={onSubmit}>
      {problem && (
        <StatusMessage tone="error">{i18n._(problem === 'declined' ? CARD_DECLINED : SUBSCRIBE_FAILED)}</StatusMessage>
      )}
      <div className={d.footer}>
        <Button variant="secondary" onClick={onClose} disabled={submitting}>
          <Trans>Cancel</Trans>
        </Button>
        {canRetry && (
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button type="submit" loading={submitting}>
          <Trans>Pay and subscribe</Trans>
        </Button>
      </div>
    </CardForm>
  );
}
