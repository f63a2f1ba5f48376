/**
 * The account's books: balance, recorded top-up transactions and refused asynchronous top-ups.
 * Every change goes through here and is handed to `onChange` (state.ts persists it).
 */
export type TopupStatus = 'SUCCESSFUL' | 'PROCESSING' | 'REFUNDED' | 'FAILED';
export type FinalStatus = Exclude<TopupStatus, 'PROCESSING'>;

export interface PinDetail {
  serial: string;
  info1: string;
  info2: string;
  info3: string;
  value: string | null;
  code: string;
  ivr: string;
  validity: string;
}

export interface StoredTransaction {
  transactionId: number;
  status: TopupStatus;
  /** While PROCESSING: the status it settles to, and when (epoch ms). */
  settlesTo: FinalStatus | null;
  settleAt: number | null;
  operatorTransactionId: string | null;
  customIdentifier: string | null;
  recipientPhone: string | null;
  recipientEmail: string | null;
  senderPhone: string | null;
  /** What the waiting time is kept per: international digits, or the lower-cased e-mail. */
  recipientKey: string;
  countryCode: string;
  operatorId: number;
  operatorName: string;
  pin: boolean;
  discountMicros: number;
  requestedMicros: number;
  accountCurrency: string;
  deliveredMicros: number;
  deliveredCurrency: string;
  transactionDate: number;
  pinDetail: PinDetail | null;
  oldBalanceMicros: number;
  newBalanceMicros: number;
  costMicros: number;
  balanceUpdatedAt: number;
  failure: { code: string; message: string } | null;
}

/** An asynchronous top-up refused by a business rule: it has an id and ends FAILED, nothing else. */
export interface AsyncRefusal {
  transactionId: number;
  settleAt: number;
  errorCode: string;
  message: string;
}

export interface LedgerState {
  balanceMicros: number;
  balanceUpdatedAt: number;
  nextTransactionId: number;
  transactions: StoredTransaction[];
  asyncRefusals: AsyncRefusal[];
}

export class Ledger {
  private readonly byId = new Map<number, StoredTransaction>();
  private readonly byCustomIdentifier = new Map<string, StoredTransaction>();
  private readonly refusals = new Map<number, AsyncRefusal>();

  constructor(
    private readonly state: LedgerState,
    private readonly onChange: (state: LedgerState) => void,
  ) {
    for (const transaction of state.transactions) this.index(transaction);
    for (const refusal of state.asyncRefusals) this.refusals.set(refusal.transactionId, refusal);
  }

  balance(): number {
    return this.state.balanceMicros;
  }

  balanceUpdatedAt(): number {
    return this.state.balanceUpdatedAt;
  }

  setBalance(micros: number, now = Date.now()): void {
    this.state.balanceMicros = micros;
    this.state.balanceUpdatedAt = now;
    this.changed();
  }

  /** Moves money: negative debits, positive credits. */
  adjustBalance(deltaMicros: number, now = Date.now()): void {
    this.setBalance(this.state.balanceMicros + deltaMicros, now);
  }

  nextTransactionId(): number {
    const id = this.state.nextTransactionId;
    this.state.nextTransactionId += 1;
    return id;
  }

  transactions(): readonly StoredTransaction[] {
    return this.state.transactions;
  }

  transaction(id: number): StoredTransaction | undefined {
    return this.byId.get(id);
  }

  refusal(id: number): AsyncRefusal | undefined {
    return this.refusals.get(id);
  }

  isCustomIdentifierUsed(customIdentifier: string): boolean {
    return this.byCustomIdentifier.has(customIdentifier);
  }

  record(transaction: StoredTransaction): void {
    this.state.transactions.push(transaction);
    this.index(transaction);
    this.changed();
  }

  recordRefusal(refusal: AsyncRefusal): void {
    this.state.asyncRefusals.push(refusal);
    this.refusals.set(refusal.transactionId, refusal);
    this.changed();
  }

  /** Applies a change to a recorded transaction (settling it) and persists it. */
  update(transaction: StoredTransaction, change: Partial<StoredTransaction>): void {
    Object.assign(transaction, change);
    this.changed();
  }

  private index(transaction: StoredTransaction): void {
    this.byId.set(transaction.transactionId, transaction);
    if (transaction.customIdentifier !== null) this.byCustomIdentifier.set(transaction.customIdentifier, transaction);
  }

  private changed(): void {
    this.onChange(this.state);
  }
}
