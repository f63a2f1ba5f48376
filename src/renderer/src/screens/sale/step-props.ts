/**
 * What each step of a sale is given and tells back (sale-screen.tsx wires them to sale-flow.ts). Steps own
 * their looks and their lookups; the flow owns what was decided.
 */
import type { ReactNode } from 'react';
import type { Operator } from '@shared/contract';
import type { PhoneInput } from './sale-flow';

/** Every step before the cash is taken offers "Start over" (start-over.tsx), usable when the flow allows it. */
export interface StartOverStep {
  /** False with nothing to drop (a fresh number step), or a sale the till may have taken (sale-flow.ts). */
  canStartOver: boolean;
  onStartOver(): void;
}

export interface NumberStepProps extends StartOverStep {
  recipient: PhoneInput;
  /** An operator chosen from the list before the number was typed: the main button is then "Next". */
  pinnedOperator: Operator | null;
  /** Back from the confirm step: the customer said on their display that this number is not theirs. */
  customerSaidNo: boolean;
  /** A new country; `number` is what followed a calling code typed or pasted with the number. */
  onCountry(country: string, number?: string): void;
  onNumber(number: string): void;
  onDetected(operator: Operator, e164: string): void;
  /** Opens the country's operator list; `reason` says why when it opens by itself (not found, offline). */
  onChooseOperator(reason: string | null): void;
  /** With a pinned operator and a possible number. */
  onNext(e164: string): void;
  /** The recent numbers, shown beside the entry. */
  recent: ReactNode;
}

export interface OperatorListProps extends StartOverStep {
  country: string;
  currentOperatorId: number | null;
  reason: string | null;
  onOperator(operator: Operator): void;
  onBack(): void;
}

/** The line on top of every step after the number: whom, which operator, and "Change operator". */
export interface OperatorHeaderProps {
  recipientText: string;
  operator: Operator;
  onChangeOperator(): void;
}

export interface RegionStepProps extends OperatorHeaderProps, StartOverStep {
  onRegion(code: string): void;
  onBack(): void;
}

export interface EmailStepProps extends OperatorHeaderProps, StartOverStep {
  email: string;
  sender: PhoneInput;
  onChange(email: string, sender: PhoneInput): void;
  onNext(): void;
  onBack(): void;
}

export interface AmountStepProps extends OperatorHeaderProps, StartOverStep {
  /** The Indian circle whose plans are on sale, if the operator prices by circle. */
  region: string | null;
  useLocalAmount: boolean;
  /** The amount chosen before (coming back from the confirm step), as decimal text. */
  amount: string | null;
  onLocalAmount(useLocalAmount: boolean): void;
  onAmount(amount: string): void;
  onBack(): void;
}
