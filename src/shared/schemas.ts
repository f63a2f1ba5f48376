/**
 * The vocabulary of the contract: the schemas that methods of several domains share (money, a sale, an
 * operator, the status, settings…). The methods themselves live in each domain's slice (src/main/<domain>/
 * contract.ts); src/shared/contract.ts merges them.
 */
import { z } from 'zod';
import { AMOUNT_MESSAGE, AMOUNT_TEXT } from './amount-text';
import { LANGUAGES } from './languages';
import { parseAddress } from './printer-address';
import { SALE_STATES } from './sale-states';

/** Exact money: integer micro-units (see money.ts) beside an ISO currency code. */
export const Money = z.object({ micros: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof Money>;
/** Totals in more than one currency (a local-amount sale is priced in the destination currency). */
export const MoneyTotals = z.array(Money);


/**
 * An amount as a clerk types it: decimal text (exact). A JSON number is accepted for scripts and must
 * read back as the same decimal text (so 1e21 or 0.1234567 are refused, never rounded).
 */
export const AmountInput = z
  .union([z.string().trim(), z.number().finite().transform(String)])
  .pipe(z.string().regex(AMOUNT_TEXT, AMOUNT_MESSAGE));

export const IsoCountry = z
  .string({ error: 'Choose a country' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Choose a country')
  .transform((value) => value.toUpperCase());
export const Id = z.string().trim().min(1).max(150);
export const IsoTime = z.string();
export const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day looks like 2026-11-22')
  .refine((day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'No such day');

export const ENVIRONMENTS = ['training', 'sandbox', 'live'] as const;
/** The environments of the real service, each with its own credentials (training uses the built-in simulator's). */
export const CredentialEnvironment = z.enum(['sandbox', 'live']);
export type CredentialEnvironment = z.infer<typeof CredentialEnvironment>;
export const Environment = z.enum(ENVIRONMENTS);
export type Environment = z.infer<typeof Environment>;

/** A sale's life: the states and their transitions live in sale-states.ts. */
export const SaleState = z.enum(SALE_STATES);
export type SaleState = z.infer<typeof SaleState>;

export const Country = z.object({
  iso: z.string(),
  name: z.string(),
  currencyCode: z.string(),
  currencyName: z.string(),
  currencySymbol: z.string(),
  flagUrl: z.string().nullable(),
  callingCodes: z.array(z.string()),
});
export type Country = z.infer<typeof Country>;

/** One amount a clerk can pick, with the plan's name and description where the operator has them. */
export const AmountChoice = z.object({ amount: Money, name: z.string().nullable(), description: z.string().nullable() });

export const AmountRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), choices: z.array(AmountChoice) }),
  z.object({ kind: z.literal('range'), min: Money, max: Money, suggested: z.array(Money) }),
]);
export type AmountRule = z.infer<typeof AmountRule>;

export const Promotion = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: IsoTime.nullable(),
  endsAt: IsoTime.nullable(),
  denominations: z.string().nullable(),
});
export type Promotion = z.infer<typeof Promotion>;

export const OperatorSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  countryIso: z.string(),
  logoUrl: z.string().nullable(),
  /** The Cuban e-mail-addressed operator takes an e-mail address and the sender's phone, not a number. */
  recipientKind: z.enum(['phone', 'email']),
  pin: z.boolean(),
  data: z.boolean(),
  bundle: z.boolean(),
  denominationType: z.enum(['FIXED', 'RANGE']),
  hasPromotion: z.boolean(),
});
export type OperatorSummary = z.infer<typeof OperatorSummary>;

export const Operator = OperatorSummary.extend({
  senderCurrency: z.string(),
  destinationCurrency: z.string(),
  fxRate: z.string().nullable(),
  internationalDiscountPercent: z.string(),
  localDiscountPercent: z.string(),
  /** Amounts in the account's currency. */
  amounts: AmountRule,
  /** Amounts in the destination's currency, where the operator takes local amounts. */
  localAmounts: AmountRule.nullable(),
  mostPopular: Money.nullable(),
  promotions: z.array(Promotion),
  /** Indian operators: the plans differ by telecom circle. */
  regions: z.array(z.object({ code: z.string(), name: z.string(), amounts: AmountRule, localAmounts: AmountRule.nullable() })),
  emailDomains: z.array(z.string()),
});
export type Operator = z.infer<typeof Operator>;

export const MobileNumber = z.string({ error: 'Enter the mobile number' }).trim().min(3, 'Enter the mobile number').max(24, 'A mobile number has at most 24 characters');

/** A recipient that is missing altogether (or not an object) is asked for in words, not zod's. */
const recipientMissing = { error: (issue: { code: string }) => (issue.code === 'invalid_type' ? "Enter the customer's mobile number (or e-mail address)" : undefined) };

export const Recipient = z.union([
  z.strictObject({ country: IsoCountry, number: MobileNumber }, recipientMissing),
  z.strictObject({ email: z.string({ error: 'Enter the e-mail address' }).trim().email('Enter a valid e-mail address').max(254) }, recipientMissing),
]);
export type RecipientInput = z.input<typeof Recipient>;

/** A number as stored (E.164) and as people write it (shared/phone-grouping.ts): the screen shows the latter. */
const GroupedPhone = z.object({ country: z.string(), e164: z.string(), grouped: z.object({ national: z.string(), international: z.string() }) });

export const SaleRecipient = z.discriminatedUnion('kind', [
  GroupedPhone.extend({ kind: z.literal('phone') }),
  z.object({ kind: z.literal('email'), email: z.string() }),
]);

export const PinDetail = z.object({
  serial: z.string().nullable(),
  /**
   * The code as any screen may show it: all but its last characters hidden (shared/pin-mask.ts). The code itself
   * is never in a sale the core hands out, nor in an event: it leaves only as a counted copy.
   */
  masked: z.string().nullable(),
  value: z.string().nullable(),
  ivr: z.string().nullable(),
  validity: z.string().nullable(),
  info: z.array(z.string()),
});
export type PinDetail = z.infer<typeof PinDetail>;

export const SaleError = z.object({ code: z.string(), message: z.string() });

export const Sale = z.object({
  id: z.string(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
  businessDay: Day,
  clerk: z.string(),
  shift: z.number().int(),
  environment: Environment,
  operator: z.object({ id: z.number().int(), name: z.string(), countryIso: z.string() }),
  recipient: SaleRecipient,
  sender: GroupedPhone.nullable(),
  amount: Money,
  useLocalAmount: z.boolean(),
  quotedDelivered: Money.nullable(),
  state: SaleState,
  attempts: z.number().int(),
  transactionId: z.number().int().nullable(),
  operatorTransactionId: z.string().nullable(),
  delivered: Money.nullable(),
  cost: Money.nullable(),
  discount: Money.nullable(),
  pin: PinDetail.nullable(),
  error: SaleError.nullable(),
  completedAt: IsoTime.nullable(),
  /** A queued sale held back until then (the service's pause between two top-ups to one number, a retry). */
  sendAfter: IsoTime.nullable(),
});
export type Sale = z.infer<typeof Sale>;

/** A sale as a day's report lists it (cash to give back, not settled yet): when, who, to whom, how much, how it stands. */
export const ListedSale = Sale.pick({ id: true, createdAt: true, clerk: true, operator: true, recipient: true, amount: true, state: true, error: true });
export type ListedSale = z.infer<typeof ListedSale>;

export const SaleEvent = z.object({ at: IsoTime, from: SaleState.nullable(), to: SaleState, reason: z.string() });
export type SaleEvent = z.infer<typeof SaleEvent>;

export const Quote = z.object({
  operatorId: z.number().int(),
  amount: Money,
  delivered: Money,
  fxRate: z.string().nullable(),
  discount: Money,
  cost: Money,
  /**
   * The number was topped up moments ago: the service takes no other top-up to it before `retryAt`, so a sale
   * taken now waits until then. Null when the quote was asked without a recipient, or nothing holds it back.
   */
  recentlyRecharged: z.object({ soldAt: IsoTime, retryAt: IsoTime }).nullable(),
});
export type Quote = z.infer<typeof Quote>;

export const Connectivity = z.enum(['online', 'offline', 'checking']);

/** Why the till stopped taking sales: what happened, the file (kept exactly as found) and what to do. */
export const Halt = z.object({
  reason: z.enum(['damaged', 'read-only', 'io', 'disk-full', 'newer-schema', 'unavailable']),
  what: z.string(),
  file: z.string(),
  advice: z.string(),
  since: IsoTime,
});
export type Halt = z.infer<typeof Halt>;
/** Halts for which the journal itself is intact: fix the cause and try again; restoring a backup would only lose sales. */
export const INTACT_JOURNAL: ReadonlySet<Halt['reason']> = new Set(['read-only', 'disk-full', 'newer-schema', 'unavailable']);

/**
 * One backup of a journal, named so that names sort by time. `manual`: made by *Back up now*, kept apart from
 * the hourly and after-Z backups (their rotation never counts or removes it).
 */
export const BackupInfo = z.object({ name: z.string(), folder: z.string(), environment: Environment.nullable(), createdAt: IsoTime, bytes: z.number().int(), manual: z.boolean() });
export type BackupInfo = z.infer<typeof BackupInfo>;
/** `airtime-till-<environment>-<time>.sqlite`, and `…-<time>-manual.sqlite` for one made by Back up now. */
export const BACKUP_NAME = /^airtime-till-(training|sandbox|live)-([0-9TZ-]{20,30})(-manual)?\.sqlite$/;

export const JournalHealth = z.object({
  environment: Environment,
  file: z.string(),
  /** Null while the till takes sales. */
  halted: Halt.nullable(),
  backups: z.object({ folder: z.string(), keep: z.number().int(), lastAt: IsoTime.nullable(), lastError: z.string().nullable() }),
});
export type JournalHealth = z.infer<typeof JournalHealth>;

export const Status = z.object({
  environment: Environment,
  connectivity: Connectivity,
  credentialsConfigured: z.boolean(),
  /** Sales not yet final: queued, sending, processing or unknown. */
  pendingSales: z.number().int(),
  balance: z.object({ amount: Money, updatedAt: IsoTime, low: z.boolean() }).nullable(),
  lowBalanceThreshold: Money.nullable(),
  catalog: z.object({ countries: z.number().int(), operators: z.number().int(), syncedAt: IsoTime.nullable(), syncing: z.boolean() }),
  businessDay: Day,
  shift: z.number().int(),
  clerk: z.string(),
  version: z.string(),
});
export type Status = z.infer<typeof Status>;

export const CatalogProgress = z.object({
  phase: z.enum(['countries', 'operators', 'commissions', 'promotions', 'logos', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type CatalogProgress = z.infer<typeof CatalogProgress>;

/** The cash a drawer should hold at a shift's end, in one currency; all amounts in micro-units. */
export const CashLine = z.object({
  currency: z.string(),
  /** The opening float. */
  float: z.number().int(),
  /** Cash taken for every sale of the shift. */
  taken: z.number().int(),
  /** Cash given back for sales that failed, were refunded or cancelled. */
  handedBack: z.number().int(),
  /** float + taken − handedBack. */
  expected: z.number().int(),
  /** Null until the shift is closed with a count. */
  counted: z.number().int().nullable(),
  /** counted − expected: positive is over, negative short. */
  difference: z.number().int().nullable(),
});
export type CashLine = z.infer<typeof CashLine>;

export const Shift = z.object({
  id: z.number().int(),
  businessDay: Day,
  clerkId: z.string(),
  clerkName: z.string(),
  openedAt: IsoTime,
  float: Money,
  closedAt: IsoTime.nullable(),
  closedBy: z.string().nullable(),
});
export type Shift = z.infer<typeof Shift>;

/** Sales added up: how many, what their customers paid, and what the phones received — of those that went through only (sale-money.ts). */
export const CountAndAmounts = z.object({ count: z.number().int(), requested: MoneyTotals, delivered: MoneyTotals });

export const DaySummary = z.object({
  kind: z.enum(['X', 'Z']),
  day: Day,
  from: IsoTime,
  to: IsoTime,
  timeZone: z.string(),
  generatedAt: IsoTime,
  closedAt: IsoTime.nullable(),
  byState: z.array(CountAndAmounts.extend({ state: SaleState })),
  /** Successful sales: what the customers paid for, what the recipients got, what the account paid. */
  succeeded: CountAndAmounts.extend({ cost: MoneyTotals, discount: MoneyTotals }),
  byOperator: z.array(CountAndAmounts.extend({ operatorId: z.number().int(), operatorName: z.string(), countryIso: z.string() })),
  byCurrency: z.array(z.object({ currency: z.string(), count: z.number().int(), requested: Money })),
  /**
   * The successful sales (byCurrency's, hour by hour) by the shop's local hour they were taken in (0-23, in the day's
   * time zone), a line per hour and currency that sold, by hour then currency. Added in issue 27: a Z written before
   * has none stored, and its day's report reads them from the journal.
   */
  byHour: z.array(z.object({ hour: z.number().int().min(0).max(23), currency: z.string(), count: z.number().int(), requested: Money })),
  /** By the clerk's id; sales from before clerks signed in have none, and are grouped by the name they carry. */
  byClerk: z.array(CountAndAmounts.extend({ clerkId: z.string().nullable(), clerk: z.string() })),
  /**
   * Every shift of the day: its sales booked to this day (count, requested) and its drawer's cash, which is the
   * whole shift's (a shift open across midnight counts its cash in both days' reports, its sales in each once).
   */
  byShift: z.array(z.object({ shift: Shift, count: z.number().int(), requested: MoneyTotals, cash: z.array(CashLine) })),
  /** Sales whose cash goes back to the customer: failed, refunded or cancelled. */
  refunds: z.array(ListedSale),
  refundTotals: MoneyTotals,
  /** Sales not final yet; a Z report warns when there are any. */
  pending: z.array(ListedSale),
  /** A Z asked for a day already closed: this is the report written when it was closed, nothing new was closed. */
  alreadyClosed: z.boolean(),
});
export type DaySummary = z.infer<typeof DaySummary>;

export const Reconciliation = z.object({
  day: Day,
  matched: z.number().int(),
  onlyInJournal: z.array(Sale),
  onlyAtService: z.array(z.object({ transactionId: z.number().int(), customIdentifier: z.string().nullable(), requested: Money, status: z.string(), date: z.string() })),
  differing: z.array(z.object({ sale: Sale, field: z.string(), journal: z.string(), service: z.string() })),
});
export type Reconciliation = z.infer<typeof Reconciliation>;

export const CredentialsStatus = z.object({
  configured: z.boolean(),
  updatedAt: IsoTime.nullable(),
  clientIdHint: z.string().nullable(),
  /** Saved in Settings, or given on the command line for this run only (those win while the till runs). */
  source: z.enum(['stored', 'command-line']).nullable(),
});

/** Where the shop stands, as its first run asks it: its country and the zone its days are kept in. */
export const ShopPlace = z.object({ country: IsoCountry, timeZone: z.string().min(1).max(64) }).strict();
export type ShopPlace = z.infer<typeof ShopPlace>;

const ShopSettings = z.object({
  name: z.string().max(80),
  address: z.string().max(300),
  receiptHeader: z.string().max(300),
  receiptFooter: z.string().max(300),
  taxId: z.string().max(40),
  defaultCountry: z.string().regex(/^[A-Z]{2}$/),
  /** False until the manager confirms the shop's country: until then the sale screen asks for it. */
  countryChosen: z.boolean(),
  /** The till's language; the sale screen may switch it for one customer. */
  language: z.enum(LANGUAGES),
  /**
   * Kiosk mode (Settings → Clerks): the desktop app full screen with no menu, started at login; turning it off, like
   * any settings change, takes a manager.
   */
  kiosk: z.boolean(),
});

/** Characters per receipt line: 32 on 58 mm paper, 42 or 48 on 80 mm (the printer's font and print width decide). */
export const RECEIPT_COLUMNS = [32, 42, 48] as const;
export const ReceiptColumns = z.union([z.literal(32), z.literal(42), z.literal(48)]);
export type ReceiptColumns = z.infer<typeof ReceiptColumns>;

/** The roll a receipt of that many columns prints on: 58 mm holds 32 characters, 80 mm 42 or 48. */
export function paperWidthMm(columns: ReceiptColumns): 58 | 80 {
  return columns === 32 ? 58 : 80;
}

/**
 * How receipts reach paper: a thermal printer on the network (raw ESC/POS to port 9100), a printer of the
 * computer's (Electron prints the receipt page to it), raw ESC/POS to a system queue (`lp -o raw`), or the
 * browser's own print dialog; none prints nothing.
 */
export const PRINTER_KINDS = ['none', 'network', 'system', 'system-raw', 'browser'] as const;
export const PrinterKind = z.enum(PRINTER_KINDS);
export type PrinterKind = z.infer<typeof PrinterKind>;

const PrinterSettings = z.object({
  kind: PrinterKind,
  /** A network printer's address: a host name or IP, with `:port` when it is not 9100. */
  address: z
    .string()
    .trim()
    .max(255)
    .superRefine((address, context) => {
      if (address === '') return;
      try {
        parseAddress(address);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'Not a printer address' });
      }
    }),
  /** A system printer's or queue's name; empty: the computer's default printer. */
  systemName: z.string().max(120),
  columns: ReceiptColumns,
  /** Print the receipt (or the PIN voucher) by itself when a sale succeeds. */
  autoPrint: z.boolean(),
  /** Open the cash drawer wired to the printer when a sale's receipt prints. */
  drawerKick: z.boolean(),
});
export type PrinterSettings = z.infer<typeof PrinterSettings>;

const BackupSettings = z.object({
  /** An absolute folder, ideally on another disk (a USB stick, a network share); empty: `backups` in the data folder. */
  folder: z.string().max(500),
  /** How many backups of each environment's journal to keep; older ones are removed. */
  keep: z.number().int().min(1).max(1000),
});

const ClerkSettings = z.object({
  /** Minutes without a touch before the till locks itself and the next person signs in. */
  idleLockMinutes: z.number().int().min(1).max(120),
  /** A PIN voucher's second reprint and after need a manager's PIN (the first reprint is the clerk's). */
  reprintsNeedManager: z.boolean(),
});

const CustomerDisplaySettings = z.object({
  /** With a customer display connected, "Cash taken" waits until the customer has said the number is theirs. */
  askToConfirm: z.boolean(),
  /** A manager's leave for the clerk to go on without the customer's yes (a display out of reach); each skip is audited. */
  allowSkip: z.boolean(),
  /** The desktop app's screen (Electron's display id) the customer display opens on; null: none. */
  screenId: z.number().int().nullable(),
});

export const Settings = z.object({
  shop: ShopSettings,
  clerks: ClerkSettings,
  customerDisplay: CustomerDisplaySettings,
  printer: PrinterSettings,
  backup: BackupSettings,
  businessDay: z.object({ startHour: z.number().int().min(0).max(23), timeZone: z.string().min(1).max(64) }),
  environment: Environment,
  sending: z.object({ mode: z.enum(['sync', 'async']), concurrency: z.number().int().min(1).max(8) }),
  /** Warn on the status bar when the account balance falls below this (account currency, decimal text). */
  lowBalanceThreshold: z.string().regex(AMOUNT_TEXT, AMOUNT_MESSAGE),
  /** The name sales carry on a till where no clerk has been set up yet (scripts, the first minutes of a till). */
  clerk: z.string().min(1).max(60),
  credentials: z.object({ sandbox: CredentialsStatus, live: CredentialsStatus }),
});
export type Settings = z.infer<typeof Settings>;

export const SettingsPatch = z
  .object({
    // Strict all the way down: a misspelt key is an error, never silently dropped.
    shop: ShopSettings.partial().strict(),
    clerks: ClerkSettings.partial().strict(),
    customerDisplay: CustomerDisplaySettings.partial().strict(),
    printer: PrinterSettings.partial().strict(),
    backup: BackupSettings.partial().strict(),
    businessDay: Settings.shape.businessDay.partial().strict(),
    environment: Environment,
    sending: Settings.shape.sending.partial().strict(),
    lowBalanceThreshold: Settings.shape.lowBalanceThreshold,
    clerk: Settings.shape.clerk,
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof SettingsPatch>;

/** A method's input and output schemas; the dispatcher validates both on every call. */
/**
 * A CSV for the shop's books as it reached the person: the desktop app asks where to save it (a save dialog), a
 * browser gets the file to download.
 */
export const CsvDelivery = z.discriminatedUnion('delivery', [
  z.object({ delivery: z.literal('saved'), path: z.string() }),
  z.object({ delivery: z.literal('cancelled') }),
  z.object({ delivery: z.literal('download'), filename: z.string(), csv: z.string() }),
]);
export type CsvDelivery = z.infer<typeof CsvDelivery>;

export const method = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O) => ({ input, output });
/** The input of a method that takes none (an empty object, or nothing at all). */
export const Empty = z.object({}).strict().optional().default({});
