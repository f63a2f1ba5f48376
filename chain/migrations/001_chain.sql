-- The chain's central store: every till's journal, shipped in order and appended once.
-- Applied by `npm run chain:setup` (chain/cli/setup.ts) inside one transaction, as a role that may create roles.
-- Tables are owned by chain_owner, a role nobody logs in as; tills (members of chain_till) may only EXECUTE
-- chain_ingest, which takes the till from session_user; reports read as members of chain_reader.

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'chain_owner') THEN CREATE ROLE chain_owner NOLOGIN; END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'chain_till') THEN CREATE ROLE chain_till NOLOGIN; END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'chain_reader') THEN CREATE ROLE chain_reader NOLOGIN; END IF;
END $$;

-- The tills of the chain: enrolled by `npm run chain:enroll`, which also creates the till's login role.
CREATE TABLE till (
  till_id text PRIMARY KEY CHECK (till_id ~ '^till_[a-z0-9_]{1,40}$'),
  name text NOT NULL,
  shop text NOT NULL,
  enrolled_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  last_seen timestamptz,
  -- Every event 1..last_seq of this till is here, none missing: the ingest appends only what follows it.
  last_seq bigint NOT NULL DEFAULT 0 CHECK (last_seq >= 0),
  -- Events the till sent again that were here already (its acknowledgement lost on the way): absorbed, counted.
  resent bigint NOT NULL DEFAULT 0
);

-- The tills' logs as they sent them. (till_id, seq) is the key a resend meets: the same payload again is absorbed,
-- a different one is a conflict (chain_conflict), never a silent overwrite.
CREATE TABLE chain_event (
  till_id text NOT NULL REFERENCES till,
  seq bigint NOT NULL CHECK (seq > 0),
  sale_id text,
  kind text NOT NULL CHECK (kind IN ('sale', 'shift', 'day', 'approval')),
  at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  payload jsonb NOT NULL,
  -- sha256 of the payload's text as the till sent it, computed here.
  payload_hash text NOT NULL,
  PRIMARY KEY (till_id, seq)
);
-- A sale's whole history at the centre (the owner's "what happened to this sale"), without reading the till's log.
CREATE INDEX chain_event_by_sale ON chain_event (till_id, sale_id, seq) WHERE sale_id IS NOT NULL;

CREATE TABLE chain_conflict (
  id bigserial PRIMARY KEY,
  till_id text NOT NULL REFERENCES till,
  seq bigint NOT NULL,
  stored_hash text NOT NULL,
  offered_hash text NOT NULL,
  offered_kind text NOT NULL,
  offered_payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (till_id, seq, offered_hash)
);

-- Each sale as its latest event says it is (the projection the reports read); amounts in integer micro-units.
CREATE TABLE chain_sale (
  till_id text NOT NULL REFERENCES till,
  sale_id text NOT NULL,
  seq bigint NOT NULL,
  business_day date NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  environment text NOT NULL,
  state text NOT NULL,
  clerk text NOT NULL,
  clerk_id text,
  shift bigint NOT NULL,
  operator_id bigint NOT NULL,
  operator_name text NOT NULL,
  country_iso text NOT NULL,
  recipient_phone text,
  recipient_email text,
  amount_micros bigint NOT NULL,
  amount_currency text NOT NULL,
  use_local_amount boolean NOT NULL,
  delivered_micros bigint,
  delivered_currency text,
  cost_micros bigint,
  cost_currency text,
  discount_micros bigint,
  discount_currency text,
  transaction_id bigint,
  error_code text,
  completed_at timestamptz,
  PRIMARY KEY (till_id, sale_id)
);
CREATE INDEX chain_sale_by_day ON chain_sale (business_day, till_id);
CREATE INDEX chain_sale_open ON chain_sale (till_id, business_day) WHERE state IN ('queued', 'sending', 'processing', 'unknown');

-- Each shift of a till's drawer, as its latest event says it is.
CREATE TABLE chain_shift (
  till_id text NOT NULL REFERENCES till,
  shift_id bigint NOT NULL,
  seq bigint NOT NULL,
  business_day date NOT NULL,
  clerk_id text NOT NULL,
  clerk_name text NOT NULL,
  opened_at timestamptz NOT NULL,
  float_micros bigint NOT NULL,
  float_currency text NOT NULL,
  closed_at timestamptz,
  closed_by text,
  counted jsonb,
  report jsonb,
  PRIMARY KEY (till_id, shift_id)
);

-- Each till's Z: the day closed, and its report as the till printed it.
CREATE TABLE chain_day_close (
  till_id text NOT NULL REFERENCES till,
  business_day date NOT NULL,
  seq bigint NOT NULL,
  closed_at timestamptz NOT NULL,
  summary jsonb NOT NULL,
  PRIMARY KEY (till_id, business_day)
);

-- A batch as rows, with each payload's hash: what the till offers.
CREATE FUNCTION chain_offered(batch jsonb)
RETURNS TABLE (seq bigint, kind text, sale_id text, at timestamptz, payload text, hash text)
LANGUAGE sql STABLE SET search_path = pg_catalog, public, pg_temp
AS $$
  SELECT DISTINCT ON (e.seq) e.seq, e.kind, e.sale_id, e.at, e.payload, encode(sha256(convert_to(e.payload, 'UTF8')), 'hex')
  FROM jsonb_to_recordset(batch) AS e(seq bigint, kind text, sale_id text, at timestamptz, payload text)
  ORDER BY e.seq;
$$;

-- The one door a till has. The till is the session's login role, never a value of the batch: a till's certificate
-- can append to its own log and nothing else. `batch`: [{seq, kind, sale_id, at, payload}], payload the JSON text
-- exactly as the till keeps it. Appends the events that follow the till's last one without a gap (one after a
-- gap waits for the till to send what is missing), absorbs those already here, records a conflict for a seq
-- already here with another payload; answers the till's last seq here, which the till takes as acknowledged once
-- this transaction's COMMIT is, and how many conflicts this till has in all. pg_temp is searched last, so no object a session makes can stand in for these.
CREATE FUNCTION chain_ingest(batch jsonb)
RETURNS TABLE (acked bigint, stored integer, duplicates integer, conflicts integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  me text := session_user;
  high bigint;
  n_stored integer := 0;
  n_duplicates integer := 0;
  n_conflicts integer := 0;
BEGIN
  -- One ingest of a till at a time: a reconnecting till's second batch waits for its first.
  SELECT t.last_seq INTO high FROM public.till t WHERE t.till_id = me AND t.revoked_at IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'role % is not an enrolled till of this chain', me USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF jsonb_typeof(batch) IS DISTINCT FROM 'array' THEN
    RAISE EXCEPTION 'a batch is a JSON array of events' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  -- A till sends 500 at a time; a batch far larger is not a till's, and would hold the centre up.
  IF jsonb_array_length(batch) > 5000 THEN
    RAISE EXCEPTION 'a batch holds at most 5000 events' USING ERRCODE = 'program_limit_exceeded';
  END IF;
  IF EXISTS (SELECT 1 FROM jsonb_to_recordset(batch) AS e(seq bigint) GROUP BY e.seq HAVING count(*) > 1) THEN
    RAISE EXCEPTION 'a batch names each seq once' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF EXISTS (SELECT 1 FROM public.chain_offered(batch) o
             WHERE o.seq IS NULL OR o.seq < 1 OR o.kind IS NULL OR o.at IS NULL OR o.payload IS NULL) THEN
    RAISE EXCEPTION 'every event needs a seq from 1, a kind, a time and a payload' USING ERRCODE = 'invalid_parameter_value';
  END IF;

  SELECT count(*) FILTER (WHERE c.payload_hash = o.hash), count(*) FILTER (WHERE c.payload_hash <> o.hash)
    INTO n_duplicates, n_conflicts
    FROM public.chain_offered(batch) o JOIN public.chain_event c ON c.till_id = me AND c.seq = o.seq;
  IF n_conflicts > 0 THEN
    INSERT INTO public.chain_conflict (till_id, seq, stored_hash, offered_hash, offered_kind, offered_payload)
      SELECT me, o.seq, c.payload_hash, o.hash, o.kind, o.payload::jsonb
      FROM public.chain_offered(batch) o JOIN public.chain_event c ON c.till_id = me AND c.seq = o.seq
      WHERE c.payload_hash <> o.hash
      ON CONFLICT DO NOTHING;
  END IF;

  -- The run that follows the last seq here, up to the first gap.
  INSERT INTO public.chain_event (till_id, seq, sale_id, kind, at, payload, payload_hash)
    SELECT me, f.seq, f.sale_id, f.kind, f.at, f.payload::jsonb, f.hash
    FROM (SELECT o.*, o.seq - high - row_number() OVER (ORDER BY o.seq) AS gap FROM public.chain_offered(batch) o WHERE o.seq > high) f
    WHERE f.gap = 0;
  GET DIAGNOSTICS n_stored = ROW_COUNT;

  IF n_stored > 0 THEN
    INSERT INTO public.chain_sale AS s (till_id, sale_id, seq, business_day, created_at, updated_at, environment, state, clerk,
        clerk_id, shift, operator_id, operator_name, country_iso, recipient_phone, recipient_email, amount_micros, amount_currency,
        use_local_amount, delivered_micros, delivered_currency, cost_micros, cost_currency, discount_micros, discount_currency, transaction_id,
        error_code, completed_at)
      SELECT DISTINCT ON (c.sale_id) me, c.sale_id, c.seq,
        (p->>'business_day')::date, (p->>'created_at')::timestamptz, (p->>'updated_at')::timestamptz, p->>'environment',
        p->>'state', p->>'clerk', p->>'clerk_id', (p->>'shift')::bigint, (p->>'operator_id')::bigint, p->>'operator_name',
        p->>'country_iso', p->>'recipient_phone', p->>'recipient_email', (p->>'amount_micros')::bigint, p->>'amount_currency',
        (p->>'use_local_amount')::int = 1, (p->>'delivered_micros')::bigint, p->>'delivered_currency', (p->>'cost_micros')::bigint, p->>'cost_currency',
        (p->>'discount_micros')::bigint, p->>'discount_currency', (p->>'transaction_id')::bigint, p->>'error_code',
        (p->>'completed_at')::timestamptz
      FROM public.chain_event c, LATERAL (SELECT c.payload->'sale' AS p) sale
      WHERE c.till_id = me AND c.seq > high AND c.seq <= high + n_stored AND c.kind = 'sale'
      ORDER BY c.sale_id, c.seq DESC
    ON CONFLICT (till_id, sale_id) DO UPDATE SET
      seq = EXCLUDED.seq, business_day = EXCLUDED.business_day, updated_at = EXCLUDED.updated_at, state = EXCLUDED.state,
      clerk = EXCLUDED.clerk, clerk_id = EXCLUDED.clerk_id, shift = EXCLUDED.shift, operator_name = EXCLUDED.operator_name,
      amount_micros = EXCLUDED.amount_micros, amount_currency = EXCLUDED.amount_currency,
      delivered_micros = EXCLUDED.delivered_micros, delivered_currency = EXCLUDED.delivered_currency,
      cost_micros = EXCLUDED.cost_micros, cost_currency = EXCLUDED.cost_currency,
      discount_micros = EXCLUDED.discount_micros, discount_currency = EXCLUDED.discount_currency,
      transaction_id = EXCLUDED.transaction_id, error_code = EXCLUDED.error_code, completed_at = EXCLUDED.completed_at
      WHERE s.seq < EXCLUDED.seq;

    INSERT INTO public.chain_shift AS s (till_id, shift_id, seq, business_day, clerk_id, clerk_name, opened_at, float_micros,
        float_currency, closed_at, closed_by, counted, report)
      SELECT DISTINCT ON ((p->>'id')::bigint) me, (p->>'id')::bigint, c.seq, (p->>'business_day')::date, p->>'clerk_id',
        p->>'clerk_name', (p->>'opened_at')::timestamptz, (p->>'float_micros')::bigint, p->>'float_currency',
        (p->>'closed_at')::timestamptz, p->>'closed_by', p->'counted', p->'report'
      FROM public.chain_event c, LATERAL (SELECT c.payload->'shift' AS p) shift
      WHERE c.till_id = me AND c.seq > high AND c.seq <= high + n_stored AND c.kind = 'shift'
      ORDER BY (p->>'id')::bigint, c.seq DESC
    ON CONFLICT (till_id, shift_id) DO UPDATE SET
      seq = EXCLUDED.seq, closed_at = EXCLUDED.closed_at, closed_by = EXCLUDED.closed_by, counted = EXCLUDED.counted,
      report = EXCLUDED.report
      WHERE s.seq < EXCLUDED.seq;

    INSERT INTO public.chain_day_close (till_id, business_day, seq, closed_at, summary)
      SELECT DISTINCT ON (p->>'business_day') me, (p->>'business_day')::date, c.seq, (p->>'closed_at')::timestamptz, p->'summary'
      FROM public.chain_event c, LATERAL (SELECT c.payload->'day' AS p) day
      WHERE c.till_id = me AND c.seq > high AND c.seq <= high + n_stored AND c.kind = 'day'
      ORDER BY p->>'business_day', c.seq
    ON CONFLICT (till_id, business_day) DO NOTHING;
  END IF;

  UPDATE public.till SET last_seq = high + n_stored, last_seen = now(), resent = resent + n_duplicates WHERE till_id = me;
  RETURN QUERY SELECT high + n_stored, n_stored, n_duplicates, (SELECT count(*)::integer FROM public.chain_conflict x WHERE x.till_id = me);
END;
$$;

ALTER TABLE till OWNER TO chain_owner;
ALTER TABLE chain_event OWNER TO chain_owner;
ALTER TABLE chain_conflict OWNER TO chain_owner;
ALTER TABLE chain_sale OWNER TO chain_owner;
ALTER TABLE chain_shift OWNER TO chain_owner;
ALTER TABLE chain_day_close OWNER TO chain_owner;
ALTER FUNCTION chain_offered(jsonb) OWNER TO chain_owner;
ALTER FUNCTION chain_ingest(jsonb) OWNER TO chain_owner;

-- Nobody but the owner makes objects here (PostgreSQL 15 already says so for public; older ones do not).
REVOKE CREATE ON SCHEMA public FROM PUBLIC;

-- A function is anyone's to call unless revoked: only tills call this one.
REVOKE ALL ON FUNCTION chain_ingest(jsonb) FROM PUBLIC;
REVOKE ALL ON FUNCTION chain_offered(jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION chain_ingest(jsonb) TO chain_till;
GRANT SELECT ON till, chain_event, chain_conflict, chain_sale, chain_shift, chain_day_close TO chain_reader;
