/** Amounts in the account's currency or in the recipient's (local amounts), where the operator takes both. */
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { Operator } from '@shared/contract';

export function CurrencyToggle({ operator, useLocalAmount, onLocalAmount }: { operator: Operator; useLocalAmount: boolean; onLocalAmount(useLocalAmount: boolean): void }) {
  const { t } = useTranslation('amount');
  // Two dollars (an account in USD topping up Ecuador in USD) must still read as two choices.
  const local = operator.destinationCurrency === operator.senderCurrency ? t('localCurrency', { code: operator.destinationCurrency }) : operator.destinationCurrency;
  return (
    <ToggleButtonGroup
      className="currency-toggle"
      aria-label={t('currency')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[useLocalAmount ? 'local' : 'sender']}
      onSelectionChange={(keys) => onLocalAmount(keys.has('local'))}
    >
      <ToggleButton id="sender" className="button">
        {operator.senderCurrency}
      </ToggleButton>
      <ToggleButton id="local" className="button">
        {local}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
