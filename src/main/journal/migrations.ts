import { CHAIN_APPROVAL, CHAIN_AUDIT, CHAIN_DAY, CHAIN_SALE, CHAIN_SHIFT, LOGGING } from './chain-log-sql';

/**
 * Numbered migrations of the journal. Applied in order inside one transaction each, tracked in
 * `PRAGMA user_version`. Never edit a migration that has shipped: add the next one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const SALE_STATES = "('queued','sending','processing','succeeded','refunded','failed','unknown','cancelled')";

// Migration 9's, frozen with it: a sale's clerk as day_totals keys it, and the statement that adds a sale (NEW) to its group.
const clerkKeyOf = (row: 'NEW' | 'OLD') => `CASE WHEN ${row}.clerk_id IS NULL THEN 'name:' || ${row}.clerk ELSE 'id:' || ${row}.clerk_id END`;
const JOIN_DAY_TOTALS = `INSERT INTO day_totals VALUES (NEW.business_day, NEW.state, NEW.operator_id, ${clerkKeyOf('NEW')}, NEW.shift, NEW.amount_currency,
          COALESCE(NEW.delivered_currency, ''), COALESCE(NEW.cost_currency, ''), COALESCE(NEW.discount_currency, ''),
          1, NEW.amount_micros, COALESCE(NEW.delivered_micros, 0), NEW.delivered_micros IS NOT NULL,
          COALESCE(NEW.cost_micros, 0), NEW.cost_micros IS NOT NULL, COALESCE(NEW.discount_micros, 0), NEW.discount_micros IS NOT NULL)
        ON CONFLICT DO UPDATE SET count = count + 1, amount_micros = amount_micros + excluded.amount_micros,
          delivered_micros = delivered_micros + excluded.delivered_micros, delivered_count = delivered_count + excluded.delivered_count,
          cost_micros = cost_micros + excluded.cost_micros, cost_count = cost_count + excluded.cost_count,
          discount_micros = discount_micros + excluded.discount_micros, discount_count = discount_count + excluded.discount_count;`;

/**
 * The quarter hour of UTC a sale was taken in, 'YYYY-MM-DDTHH:MM' (its start), from its ISO `created_at`: every time
 * zone's offset is a whole number of quarter hours, so a quarter lies in one local hour of any zone. Frozen with
 * migration 15, which keeps its totals by it.
 */
const quarterOf = (row: string) => `substr(${row}.created_at, 1, 14) || printf('%02d', CAST(substr(${row}.created_at, 15, 2) AS INTEGER) / 15 * 15)`;

const JOIN_DAY_QUARTERS = `INSERT INTO day_quarters VALUES (NEW.business_day, NEW.state, ${quarterOf('NEW')}, NEW.amount_currency, 1, NEW.amount_micros)
        ON CONFLICT DO UPDATE SET count = count + 1, amount_micros = amount_micros + excluded.amount_micros;`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'sales journal and its append-only events',
    sql: `
      CREATE TABLE sales (
        id TEXT PRIMARY KEY,                      -- also the service's customIdentifier
        seq INTEGER NOT NULL UNIQUE,              -- queue order
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        business_day TEXT NOT NULL,
        clerk TEXT NOT NULL,
        shift INTEGER NOT NULL,
        environment TEXT NOT NULL CHECK (environment IN ('training','sandbox','live')),
        operator_id INTEGER NOT NULL,
        operator_name TEXT NOT NULL,
        country_iso TEXT NOT NULL,
        recipient_country TEXT,
        recipient_phone TEXT,                     -- E.164
        recipient_email TEXT,
        sender_country TEXT,
        sender_phone TEXT,
        amount_micros INTEGER NOT NULL CHECK (amount_micros > 0),
        amount_currency TEXT NOT NULL,
        use_local_amount INTEGER NOT NULL CHECK (use_local_amount IN (0,1)),
        quoted_delivered_micros INTEGER,
        quoted_delivered_currency TEXT,
        state TEXT NOT NULL CHECK (state IN ${SALE_STATES}),
        attempts INTEGER NOT NULL DEFAULT 0,
        not_before TEXT,                          -- earliest send: the service's waiting time per number
        transaction_id INTEGER,
        operator_transaction_id TEXT,
        delivered_micros INTEGER,
        delivered_currency TEXT,
        cost_micros INTEGER,
        cost_currency TEXT,
        discount_micros INTEGER,
        discount_currency TEXT,
        transaction_json TEXT,                    -- the service's whole final record, pinDetail and balanceInfo included
        raw_response TEXT,                        -- an answer that failed its schema, kept for the reconciler
        error_code TEXT,
        error_message TEXT,
        completed_at TEXT,
        request_id TEXT UNIQUE,                   -- the screen's key for this sale: a retried create returns it
        CHECK ((recipient_phone IS NULL) <> (recipient_email IS NULL)),
        -- A processing sale is followed on the status endpoint by its transaction id.
        CHECK (state <> 'processing' OR transaction_id IS NOT NULL)
      );
      CREATE INDEX sales_by_day ON sales (business_day, created_at);
      CREATE INDEX sales_open ON sales (state, seq) WHERE state IN ('queued','sending','processing','unknown');
      CREATE INDEX sales_by_recipient ON sales (recipient_phone, created_at);

      CREATE TABLE sale_events (
        id INTEGER PRIMARY KEY,
        sale_id TEXT NOT NULL REFERENCES sales (id),
        at TEXT NOT NULL,
        from_state TEXT,
        to_state TEXT NOT NULL,
        reason TEXT NOT NULL
      );
      CREATE INDEX sale_events_by_sale ON sale_events (sale_id, id);
      CREATE TRIGGER sale_events_no_update BEFORE UPDATE ON sale_events
        BEGIN SELECT RAISE(ABORT, 'sale events are append-only'); END;
      CREATE TRIGGER sale_events_no_delete BEFORE DELETE ON sale_events
        BEGIN SELECT RAISE(ABORT, 'sale events are append-only'); END;
      CREATE TRIGGER sales_no_delete BEFORE DELETE ON sales
        BEGIN SELECT RAISE(ABORT, 'sales are never deleted'); END;

      -- The state machine, enforced by the database too: a bug in code cannot write an illegal transition.
      CREATE TABLE sale_transitions (from_state TEXT NOT NULL, to_state TEXT NOT NULL, PRIMARY KEY (from_state, to_state)) WITHOUT ROWID;
      INSERT INTO sale_transitions VALUES
        ('queued','sending'), ('queued','cancelled'),
        ('sending','succeeded'), ('sending','processing'), ('sending','refunded'), ('sending','failed'),
        ('sending','unknown'), ('sending','queued'),
        ('processing','succeeded'), ('processing','refunded'), ('processing','failed'), ('processing','unknown'),
        ('unknown','succeeded'), ('unknown','processing'), ('unknown','refunded'), ('unknown','failed'),
        ('unknown','queued');
      CREATE TRIGGER sales_legal_transition BEFORE UPDATE OF state ON sales
        WHEN NEW.state <> OLD.state
          AND NOT EXISTS (SELECT 1 FROM sale_transitions WHERE from_state = OLD.state AND to_state = NEW.state)
        BEGIN SELECT RAISE(ABORT, 'illegal sale transition'); END;
    `,
  },
  {
    version: 2,
    name: 'catalog cache and detect cache',
    sql: `
      CREATE TABLE countries (
        iso TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        currency_code TEXT NOT NULL,
        currency_name TEXT NOT NULL,
        currency_symbol TEXT NOT NULL,
        flag_url TEXT,
        calling_codes_json TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE operators (
        id INTEGER PRIMARY KEY,
        country_iso TEXT NOT NULL,
        name TEXT NOT NULL,
        record_json TEXT NOT NULL,                -- the service's whole operator record; amounts, plans, FX derive from it
        synced_at TEXT NOT NULL
      );
      CREATE INDEX operators_by_country ON operators (country_iso, name);

      CREATE TABLE commissions (
        operator_id INTEGER PRIMARY KEY,
        international_percent TEXT NOT NULL,
        local_percent TEXT NOT NULL,
        updated_at TEXT
      );

      CREATE TABLE promotions (
        id INTEGER PRIMARY KEY,
        operator_id INTEGER NOT NULL,
        title TEXT NOT NULL,
        description TEXT,
        starts_at TEXT,
        ends_at TEXT,
        denominations TEXT
      );
      CREATE INDEX promotions_by_operator ON promotions (operator_id);

      -- A number (or its prefix) → the operator the service detected for it. India's auto-detect is paid.
      CREATE TABLE detect_cache (
        country_iso TEXT NOT NULL,
        key TEXT NOT NULL,                        -- the full E.164 number, or 'prefix:' + its leading digits
        operator_id INTEGER NOT NULL,
        detected_at TEXT NOT NULL,
        PRIMARY KEY (country_iso, key)
      ) WITHOUT ROWID;

      CREATE TABLE catalog_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    `,
  },
  {
    version: 3,
    name: 'day closures (Z reports)',
    sql: `
      CREATE TABLE day_closures (
        business_day TEXT PRIMARY KEY,
        closed_at TEXT NOT NULL,
        summary_json TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 4,
    name: 'journal facts (environment, last opened)',
    sql: `
      -- Which environment's sales the file holds (so a backup restores to the right place), and when it was
      -- last opened: the write that proves, at start, that the disk takes writes.
      CREATE TABLE journal_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    `,
  },
  {
    version: 5,
    name: 'operator logos kept for offline use',
    sql: `
      -- Keyed by the logo's URL: a URL is fetched once, whichever operators share it. The checks repeat the
      -- fetcher's limits so nothing but a small image of an allowed type can ever be served from here.
      CREATE TABLE operator_logos (
        url TEXT PRIMARY KEY,
        content_type TEXT NOT NULL CHECK (content_type IN ('image/png','image/jpeg','image/gif','image/webp','image/svg+xml')),
        data BLOB NOT NULL CHECK (length(data) BETWEEN 1 AND 262144),
        fetched_at TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 6,
    name: 'print jobs',
    sql: `
      -- One row per receipt, voucher or test page sent to a printer, with what became of it. A sale's copies
      -- are counted from here (REPRINT n), so a power cut mid-print leaves a 'printing' row that counts as
      -- perhaps printed: a PIN voucher is never shown as an original twice.
      CREATE TABLE print_jobs (
        id INTEGER PRIMARY KEY,
        sale_id TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('receipt','voucher','test')),
        copy INTEGER NOT NULL CHECK (copy >= 0),
        printer TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('printing','printed','unconfirmed','failed','browser')),
        reason TEXT,
        problem TEXT,                             -- what went wrong, as a word every screen translates
        -- A failure after the printer had some of the job: paper may have come out, so it counts as a copy.
        reached_printer INTEGER NOT NULL DEFAULT 0 CHECK (reached_printer IN (0, 1)),
        started_at TEXT NOT NULL,
        finished_at TEXT
      );
      CREATE INDEX print_jobs_by_sale ON print_jobs (sale_id, kind) WHERE sale_id IS NOT NULL;
    `,
  },
  {
    version: 7,
    name: 'clerks on sales, shifts, manager approvals, report print jobs',
    sql: `
      -- The clerk's id beside the name a sale carries (names change; ids do not). Sales from before clerks
      -- signed in have none. Their shift number was always 1 and named no shift: it becomes 0, "no shift".
      ALTER TABLE sales ADD COLUMN clerk_id TEXT;
      UPDATE sales SET shift = 0;
      CREATE INDEX sales_by_shift ON sales (shift) WHERE shift > 0;

      -- One cash drawer, one open shift at a time: opened with a float, closed with the cash counted.
      CREATE TABLE shifts (
        id INTEGER PRIMARY KEY,
        business_day TEXT NOT NULL,
        clerk_id TEXT NOT NULL,
        clerk_name TEXT NOT NULL,
        opened_at TEXT NOT NULL,
        float_micros INTEGER NOT NULL CHECK (float_micros >= 0),
        float_currency TEXT NOT NULL,
        closed_at TEXT,
        closed_by TEXT,
        counted_json TEXT,                        -- [{currency, micros}] as counted at the close
        report_json TEXT,                         -- the report printed at the close, kept as it was
        CHECK ((closed_at IS NULL) = (counted_json IS NULL))
      );
      CREATE UNIQUE INDEX shifts_one_open ON shifts ((1)) WHERE closed_at IS NULL;
      CREATE INDEX shifts_by_day ON shifts (business_day, id);
      CREATE TRIGGER shifts_no_delete BEFORE DELETE ON shifts
        BEGIN SELECT RAISE(ABORT, 'shifts are never deleted'); END;

      -- Who allowed what: every manager-only action, by the manager's own sign-in or by their PIN for a clerk.
      CREATE TABLE approvals (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        business_day TEXT NOT NULL,
        action TEXT NOT NULL,
        subject TEXT,
        clerk_id TEXT,                            -- who was signed in
        manager_id TEXT NOT NULL,
        manager_name TEXT NOT NULL
      );
      CREATE INDEX approvals_by_day ON approvals (business_day, id);
      CREATE TRIGGER approvals_no_update BEFORE UPDATE ON approvals
        BEGIN SELECT RAISE(ABORT, 'approvals are append-only'); END;
      CREATE TRIGGER approvals_no_delete BEFORE DELETE ON approvals
        BEGIN SELECT RAISE(ABORT, 'approvals are append-only'); END;

      -- Print jobs may print a shift's report or a day's report too; a CHECK cannot be altered, so the table is
      -- rebuilt with its rows.
      CREATE TABLE print_jobs_next (
        id INTEGER PRIMARY KEY,
        sale_id TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('receipt','voucher','test','shift','day')),
        subject TEXT,                             -- a report's shift id or business day
        copy INTEGER NOT NULL CHECK (copy >= 0),
        printer TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('printing','printed','unconfirmed','failed','browser')),
        reason TEXT,
        problem TEXT,
        reached_printer INTEGER NOT NULL DEFAULT 0 CHECK (reached_printer IN (0, 1)),
        started_at TEXT NOT NULL,
        finished_at TEXT
      );
      INSERT INTO print_jobs_next (id, sale_id, kind, copy, printer, outcome, reason, problem, reached_printer, started_at, finished_at)
        SELECT id, sale_id, kind, copy, printer, outcome, reason, problem, reached_printer, started_at, finished_at FROM print_jobs;
      DROP TABLE print_jobs;
      ALTER TABLE print_jobs_next RENAME TO print_jobs;
      CREATE INDEX print_jobs_by_sale ON print_jobs (sale_id, kind) WHERE sale_id IS NOT NULL;
      CREATE INDEX print_jobs_by_subject ON print_jobs (kind, subject) WHERE subject IS NOT NULL;
    `,
  },
  {
    version: 8,
    name: 'indexes for years of history: search, every day newest first, the day report, interrupted prints',
    sql: `
      -- The history's search (journal/sale-search.ts) by the number's last four digits, by transaction id and by
      -- the start of an e-mail address; the start of a sale id uses its primary key. Each reads the few sales it
      -- finds, newest first, not the whole journal.
      CREATE INDEX sales_by_number_end ON sales (substr(recipient_phone, -4), created_at, seq);
      CREATE INDEX sales_by_transaction ON sales (transaction_id) WHERE transaction_id IS NOT NULL;
      CREATE INDEX sales_by_email ON sales (recipient_email, created_at) WHERE recipient_email IS NOT NULL;
      -- "All days", newest first, a page at a time.
      CREATE INDEX sales_by_time ON sales (created_at, seq);
      -- The sales a day's report lists one by one (handed back, or not settled yet): a few in a hundred, found
      -- without reading the day's other sales. The list is the report's LISTED_STATES, in its order.
      CREATE INDEX sales_listed ON sales (business_day, seq)
        WHERE state IN ('failed','refunded','cancelled','queued','sending','processing','unknown');
      -- The print jobs a stop cut off, settled at every start: found without reading a receipt of every sale.
      CREATE INDEX print_jobs_printing ON print_jobs (id) WHERE outcome = 'printing';
    `,
  },
  {
    version: 9,
    name: "the day's totals, kept by the journal itself as sales are written",
    sql: `
      -- Every sale added up in the groups a day's report and a shift's cash read (journal/day-totals.ts), kept
      -- by triggers in the very transaction that writes the sale, so a report reads a few dozen rows instead of
      -- every sale of the day, and can never disagree with the sales. Sums are exact integers of micro-units;
      -- a nullable amount keeps how many sales had one, so a group with none reads NULL, as SQL's SUM says.
      -- Text keys are never NULL (NULLs are distinct in a key): '' stands for no currency, and the clerk is
      -- 'id:' || clerk_id, or 'name:' || clerk for sales taken before clerks signed in.
      CREATE TABLE day_totals (
        business_day TEXT NOT NULL,
        state TEXT NOT NULL,
        operator_id INTEGER NOT NULL,
        clerk_key TEXT NOT NULL,
        shift INTEGER NOT NULL,
        amount_currency TEXT NOT NULL,
        delivered_currency TEXT NOT NULL,
        cost_currency TEXT NOT NULL,
        discount_currency TEXT NOT NULL,
        count INTEGER NOT NULL,
        amount_micros INTEGER NOT NULL,
        delivered_micros INTEGER NOT NULL,
        delivered_count INTEGER NOT NULL,
        cost_micros INTEGER NOT NULL,
        cost_count INTEGER NOT NULL,
        discount_micros INTEGER NOT NULL,
        discount_count INTEGER NOT NULL,
        PRIMARY KEY (business_day, state, operator_id, clerk_key, shift, amount_currency, delivered_currency, cost_currency, discount_currency)
      ) WITHOUT ROWID;
      CREATE INDEX day_totals_by_shift ON day_totals (shift) WHERE shift > 0;

      INSERT INTO day_totals
        SELECT business_day, state, operator_id, CASE WHEN clerk_id IS NULL THEN 'name:' || clerk ELSE 'id:' || clerk_id END, shift,
          amount_currency, COALESCE(delivered_currency, ''), COALESCE(cost_currency, ''), COALESCE(discount_currency, ''),
          COUNT(*), SUM(amount_micros), COALESCE(SUM(delivered_micros), 0), COUNT(delivered_micros),
          COALESCE(SUM(cost_micros), 0), COUNT(cost_micros), COALESCE(SUM(discount_micros), 0), COUNT(discount_micros)
        FROM sales GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;

      CREATE TRIGGER day_totals_add AFTER INSERT ON sales BEGIN
        ${JOIN_DAY_TOTALS}
      END;

      -- A sale that changes leaves its old group and joins its new one (often the same, one state on).
      CREATE TRIGGER day_totals_move AFTER UPDATE OF business_day, state, operator_id, clerk_id, clerk, shift, amount_currency, amount_micros,
        delivered_currency, delivered_micros, cost_currency, cost_micros, discount_currency, discount_micros ON sales BEGIN
        UPDATE day_totals SET count = count - 1, amount_micros = amount_micros - OLD.amount_micros,
          delivered_micros = delivered_micros - COALESCE(OLD.delivered_micros, 0), delivered_count = delivered_count - (OLD.delivered_micros IS NOT NULL),
          cost_micros = cost_micros - COALESCE(OLD.cost_micros, 0), cost_count = cost_count - (OLD.cost_micros IS NOT NULL),
          discount_micros = discount_micros - COALESCE(OLD.discount_micros, 0), discount_count = discount_count - (OLD.discount_micros IS NOT NULL)
        WHERE business_day = OLD.business_day AND state = OLD.state AND operator_id = OLD.operator_id
          AND clerk_key = ${clerkKeyOf('OLD')} AND shift = OLD.shift
          AND amount_currency = OLD.amount_currency AND delivered_currency = COALESCE(OLD.delivered_currency, '')
          AND cost_currency = COALESCE(OLD.cost_currency, '') AND discount_currency = COALESCE(OLD.discount_currency, '');
        ${JOIN_DAY_TOTALS}
      END;
    `,
  },
  {
    version: 10,
    name: "the chain's log: every journal event and day close, numbered without gaps",
    sql: `
      -- What the till ships to its chain's central database (src/main/chain/), in order. seq is the rowid: one
      -- more than the last, and nothing is ever deleted, so the numbers have no gaps; a write that rolls back takes
      -- its entry with it. Written by triggers in the transaction of the change it records, so no change can be
      -- journalled without its entry — once the till is in a chain (chain_sync.logging): a till in none spends
      -- no disk on it. The payload is the JSON text the centre hashes: written once, never changed.
      CREATE TABLE chain_log (
        seq INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('sale','shift','day','approval')),
        sale_id TEXT,
        payload TEXT NOT NULL
      );
      CREATE TRIGGER chain_log_no_update BEFORE UPDATE ON chain_log
        BEGIN SELECT RAISE(ABORT, 'the chain log is append-only'); END;
      CREATE TRIGGER chain_log_no_delete BEFORE DELETE ON chain_log
        BEGIN SELECT RAISE(ABORT, 'the chain log is append-only'); END;

      -- Whether the journal logs for a chain; how far the centre has acknowledged the log (its COMMIT answered)
      -- and the conflicts it reported; and, while the sales already here when the till joined are being copied
      -- into the log (a chunk at a time, journal/chain-log-repo.ts), the last sale copied.
      CREATE TABLE chain_sync (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        logging INTEGER NOT NULL DEFAULT 0 CHECK (logging IN (0, 1)),
        acked_seq INTEGER NOT NULL CHECK (acked_seq >= 0),
        conflicts INTEGER NOT NULL DEFAULT 0,
        snapshot_after INTEGER
      );
      INSERT INTO chain_sync (id, acked_seq) VALUES (1, 0);

      -- Every event of a sale, with the sale as that event left it (the row is written before its event).
      CREATE TRIGGER chain_log_sale AFTER INSERT ON sale_events WHEN ${LOGGING} BEGIN
        INSERT INTO chain_log (at, kind, sale_id, payload)
          SELECT NEW.at, 'sale', NEW.sale_id, json_object('event', json_object('from', NEW.from_state, 'to', NEW.to_state, 'reason', NEW.reason),
            'sale', ${CHAIN_SALE})
          FROM sales s WHERE s.id = NEW.sale_id;
      END;
      CREATE TRIGGER chain_log_shift_opened AFTER INSERT ON shifts WHEN ${LOGGING} BEGIN
        INSERT INTO chain_log (at, kind, payload) VALUES (NEW.opened_at, 'shift', ${CHAIN_SHIFT('NEW')});
      END;
      CREATE TRIGGER chain_log_shift_changed AFTER UPDATE ON shifts WHEN ${LOGGING} BEGIN
        INSERT INTO chain_log (at, kind, payload) VALUES (COALESCE(NEW.closed_at, NEW.opened_at), 'shift', ${CHAIN_SHIFT('NEW')});
      END;
      CREATE TRIGGER chain_log_day_closed AFTER INSERT ON day_closures WHEN ${LOGGING} BEGIN
        INSERT INTO chain_log (at, kind, payload) VALUES (NEW.closed_at, 'day', ${CHAIN_DAY('NEW')});
      END;
      CREATE TRIGGER chain_log_approval AFTER INSERT ON approvals WHEN ${LOGGING} BEGIN
        INSERT INTO chain_log (at, kind, payload) VALUES (NEW.at, 'approval', ${CHAIN_APPROVAL('NEW')});
      END;
    `,
  },
  {
    version: 11,
    name: "every day's history by clerk and by operator",
    sql: `
      -- The history across all days filtered by a clerk or an operator, newest first, and the names those filters
      -- show: read through these a page at a time, never by walking years of sales for a clerk who left.
      CREATE INDEX sales_by_clerk ON sales (clerk_id, created_at, seq);
      CREATE INDEX sales_by_operator ON sales (operator_id, created_at, seq);
    `,
  },
  {
    version: 12,
    name: 'the audit trail: every action on money, a PIN, a clerk or the settings, written with the action',
    sql: `
      -- One row per action an owner audits (journal/audit-repo.ts), inserted in the transaction of the action itself:
      -- sign-ins, wrong PINs and lockouts, PIN copies and reveals, cancellations, shifts, Zs, settings and clerk
      -- changes, restores. business_day is the day the action concerns (a Z's is the day it closes); the clerk is
      -- who was signed in, the manager who allowed it when it needed one (else NULL). Append-only.
      CREATE TABLE audit (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        business_day TEXT NOT NULL,
        action TEXT NOT NULL,
        sale_id TEXT,
        shift_id INTEGER,
        subject TEXT,                             -- what else it concerns: a clerk's id, a backup's name
        detail TEXT,                              -- in words: which copy, which settings, which printer
        clerk_id TEXT,
        clerk_name TEXT,
        manager_id TEXT,
        manager_name TEXT,
        CHECK ((manager_id IS NULL) = (manager_name IS NULL))
      );
      CREATE INDEX audit_by_day ON audit (business_day, id);
      CREATE INDEX audit_by_sale ON audit (sale_id) WHERE sale_id IS NOT NULL;
      CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit
        BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
      CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit
        BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;

      -- The approvals table grows into the trail: its rows were written when a manager gave an approval (not when
      -- it was used), so they come over as 'approval' entries with the action they were for in detail. Their entries
      -- are in the chain log already; the trail's own trigger is made after the copy, so they are not sent twice.
      INSERT INTO audit (at, business_day, action, sale_id, subject, detail, clerk_id, manager_id, manager_name)
        SELECT at, business_day, 'approval', CASE WHEN action IN ('cancel-sale', 'reprint') THEN subject END, subject, action,
          clerk_id, manager_id, manager_name
        FROM approvals ORDER BY id;
      DROP TABLE approvals;

      CREATE TRIGGER chain_log_audit AFTER INSERT ON audit WHEN ${LOGGING} BEGIN
        INSERT INTO chain_log (at, kind, sale_id, payload) VALUES (NEW.at, 'approval', NEW.sale_id, ${CHAIN_AUDIT('NEW')});
      END;
    `,
  },
  {
    version: 13,
    name: 'every copy of a PIN counted: a PDF and a PIN shown on screen are print jobs too; a page shows its PIN once',
    sql: `
      -- A voucher's PDF ('saved') and its PIN shown again on screen ('shown') are copies like a print: rows of the
      -- print log, numbered with the rest (REPRINT n). drawn_at: when a job's PIN went out — as it was made, or, for a
      -- job a page draws (the print page, the desktop app's hidden window), the first time that page was drawn; drawn
      -- again, the page shows the code masked. The jobs already here all went out long ago: their pages show no PIN
      -- ever again. A CHECK cannot be altered, so the table is rebuilt with its rows.
      CREATE TABLE print_jobs_next (
        id INTEGER PRIMARY KEY,
        sale_id TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('receipt','voucher','test','shift','day')),
        subject TEXT,
        copy INTEGER NOT NULL CHECK (copy >= 0),
        printer TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('printing','printed','unconfirmed','failed','browser','saved','shown')),
        reason TEXT,
        problem TEXT,
        reached_printer INTEGER NOT NULL DEFAULT 0 CHECK (reached_printer IN (0, 1)),
        started_at TEXT NOT NULL,
        finished_at TEXT,
        drawn_at TEXT
      );
      INSERT INTO print_jobs_next (id, sale_id, kind, subject, copy, printer, outcome, reason, problem, reached_printer, started_at, finished_at, drawn_at)
        SELECT id, sale_id, kind, subject, copy, printer, outcome, reason, problem, reached_printer, started_at, finished_at,
          COALESCE(finished_at, started_at) FROM print_jobs;
      DROP TABLE print_jobs;
      ALTER TABLE print_jobs_next RENAME TO print_jobs;
      CREATE INDEX print_jobs_by_sale ON print_jobs (sale_id, kind) WHERE sale_id IS NOT NULL;
      CREATE INDEX print_jobs_by_subject ON print_jobs (kind, subject) WHERE subject IS NOT NULL;
      CREATE INDEX print_jobs_printing ON print_jobs (id) WHERE outcome = 'printing';
    `,
  },
  {
    version: 14,
    name: "a journal behind its chain's centre (restored from an older backup) numbers what it makes after the centre's last",
    sql: `
      -- The log's entries from renumbered_from on travel to the centre numbered renumber_by more: after the centre's
      -- last entry, so nothing made since a restore meets an entry the centre holds (src/main/chain/chain-sync.ts).
      -- acked_seq stays in the journal's own numbering. When it was found behind, and how many of the centre's
      -- entries it lacks, for the screen.
      ALTER TABLE chain_sync ADD COLUMN renumbered_from INTEGER;
      ALTER TABLE chain_sync ADD COLUMN renumber_by INTEGER NOT NULL DEFAULT 0 CHECK (renumber_by >= 0);
      ALTER TABLE chain_sync ADD COLUMN rewound_at TEXT;
      ALTER TABLE chain_sync ADD COLUMN rewound_missing INTEGER;
    `,
  },
  {
    version: 15,
    name: "the day's sales by quarter hour, kept by the journal itself for the sales by hour",
    sql: `
      -- Every sale added up by its day, state, the quarter hour of UTC it was taken in and its currency, kept by
      -- triggers in the transaction that writes the sale, as day_totals is (migration 9): the Day screen's sales by
      -- hour read a hundred rows or so, never every sale of the day. The state is kept, not judged: which states
      -- count as sold is the money rule's, at read time (journal/day-totals.ts). The local hour is the report's to
      -- find, in the shop's time zone of the day (reports/sales-by-hour.ts).
      CREATE TABLE day_quarters (
        business_day TEXT NOT NULL,
        state TEXT NOT NULL,
        quarter TEXT NOT NULL,
        amount_currency TEXT NOT NULL,
        count INTEGER NOT NULL,
        amount_micros INTEGER NOT NULL,
        PRIMARY KEY (business_day, state, quarter, amount_currency)
      ) WITHOUT ROWID;

      INSERT INTO day_quarters
        SELECT business_day, state, ${quarterOf('sales')}, amount_currency, COUNT(*), SUM(amount_micros) FROM sales GROUP BY 1, 2, 3, 4;

      CREATE TRIGGER day_quarters_add AFTER INSERT ON sales BEGIN
        ${JOIN_DAY_QUARTERS}
      END;

      -- A sale that changes leaves its old quarter's line and joins its new one (often the same, one state on).
      CREATE TRIGGER day_quarters_move AFTER UPDATE OF business_day, state, created_at, amount_currency, amount_micros ON sales BEGIN
        UPDATE day_quarters SET count = count - 1, amount_micros = amount_micros - OLD.amount_micros
        WHERE business_day = OLD.business_day AND state = OLD.state AND quarter = ${quarterOf('OLD')} AND amount_currency = OLD.amount_currency;
        ${JOIN_DAY_QUARTERS}
      END;
    `,
  },
];
