-- Lean at a thousand tills for years (issue 26). Each till sends every event of a sale with the whole sale, as its
-- journal keeps it; the centre pinned each by its payload's hash and kept it whole: about 3.9 KB a sale. Now:
--  * chain_sale holds every key of the till's sale (the money the till's rule withholds from a sale that did not go
--    through is kept aside in `withheld`), so the projection is the sale as its latest event said it;
--  * a sale's event keeps only what the sale was before it, where that differs (`was`, and `unset` for keys that had no
--    value: a bitmask over the till's fixed key order), and its event's words where they cannot be told from the sale:
--    the projection and the later events give back every event whole (chain_event_payload, the view chain_event_full);
--  * the hash that pins each event is the first 16 bytes of its SHA-256, as bytes (128 bits: no till can forge
--    another payload to match it), and the centre no longer keeps when each event arrived (till.last_seen says it);
--  * chain_event is partitioned by month of the event's time (UTC), so closed months can be packed (a till's day of
--    events to one compressed row) or detached (`npm run chain:maintain`); a default partition takes any event no month
--    is made for yet;
--  * each business day's delivered sales by the till's local hour (chain_hour_rollup), for the owner's charts; a till
--    says its time zone, version and where its log ends on each new connection (chain_hello).

-- The keys of the till's sale, in the order its journal writes them (src/main/journal/chain-log-sql.ts CHAIN_SALE,
-- frozen with the till's journal migration 10): a key's place is its bit in `unset`.
CREATE FUNCTION chain_sale_keys() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog
AS $$
  SELECT ARRAY['id', 'created_at', 'updated_at', 'business_day', 'environment', 'state', 'clerk', 'clerk_id', 'shift', 'operator_id',
    'operator_name', 'country_iso', 'recipient_country', 'recipient_phone', 'recipient_email', 'amount_micros', 'amount_currency',
    'use_local_amount', 'attempts', 'transaction_id', 'operator_transaction_id', 'delivered_micros', 'delivered_currency', 'cost_micros',
    'cost_currency', 'discount_micros', 'discount_currency', 'error_code', 'error_message', 'completed_at']
$$;

-- A time as the till writes it (JavaScript's toISOString).
CREATE FUNCTION chain_iso(t timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog
AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

-- What a till says of itself on each new connection (chain_hello): its version, its shop's zone, and how far its own
-- journal's log runs (in the centre's numbering) and when it said so: the centre's only sight of what waits to be sent.
ALTER TABLE till ADD COLUMN time_zone text, ADD COLUMN version text, ADD COLUMN journal_last bigint, ADD COLUMN journal_said_at timestamptz;

-- first_seq: the first event of the sale the centre holds (its events lie between it and seq).
ALTER TABLE chain_sale ADD COLUMN first_seq bigint, ADD COLUMN recipient_country text, ADD COLUMN attempts bigint, ADD COLUMN operator_transaction_id text,
  ADD COLUMN error_message text, ADD COLUMN withheld jsonb, ADD COLUMN local_hour smallint;

-- The money rule (003) now sets aside, instead of dropping, what a sale that did not go through still carried.
CREATE OR REPLACE FUNCTION chain_sale_money() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state <> 'succeeded' THEN
    -- With what a row already set aside (an upsert's EXCLUDED row has been through this trigger once).
    NEW.withheld := nullif(coalesce(NEW.withheld, '{}'::jsonb) || jsonb_strip_nulls(jsonb_build_object('delivered_micros', NEW.delivered_micros, 'delivered_currency', NEW.delivered_currency,
      'cost_micros', NEW.cost_micros, 'cost_currency', NEW.cost_currency, 'discount_micros', NEW.discount_micros,
      'discount_currency', NEW.discount_currency)), '{}'::jsonb);
    NEW.delivered_micros := NULL;
    NEW.delivered_currency := NULL;
    NEW.cost_micros := NULL;
    NEW.cost_currency := NULL;
    NEW.discount_micros := NULL;
    NEW.discount_currency := NULL;
  ELSE
    NEW.withheld := NULL;
  END IF;
  RETURN NEW;
END $$;

-- The hour of the day the sale was made, in its till's time zone then (UTC while the till has not said): kept from
-- the sale's first row on, so its rollup row never moves.
CREATE FUNCTION chain_sale_hour() RETURNS trigger LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.local_hour IS NOT NULL THEN
    NEW.local_hour := OLD.local_hour;
  ELSE
    NEW.local_hour := extract(hour FROM NEW.created_at AT TIME ZONE
      coalesce((SELECT t.time_zone FROM public.till t WHERE t.till_id = NEW.till_id), 'UTC'));
  END IF;
  RETURN NEW;
END $$;
ALTER FUNCTION chain_sale_hour() OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_sale_hour() FROM PUBLIC;
CREATE TRIGGER chain_sale_hour BEFORE INSERT OR UPDATE ON chain_sale FOR EACH ROW EXECUTE FUNCTION chain_sale_hour();

-- The till's sale as its latest event said it, from the projection.
CREATE FUNCTION chain_sale_payload(s public.chain_sale) RETURNS jsonb
LANGUAGE sql STABLE PARALLEL SAFE SET search_path = pg_catalog, public
AS $$
  SELECT jsonb_build_object('id', s.sale_id, 'created_at', chain_iso(s.created_at), 'updated_at', chain_iso(s.updated_at),
    'business_day', to_char(s.business_day, 'YYYY-MM-DD'), 'environment', s.environment, 'state', s.state, 'clerk', s.clerk, 'clerk_id', s.clerk_id,
    'shift', s.shift, 'operator_id', s.operator_id, 'operator_name', s.operator_name, 'country_iso', s.country_iso,
    'recipient_country', s.recipient_country, 'recipient_phone', s.recipient_phone, 'recipient_email', s.recipient_email,
    'amount_micros', s.amount_micros, 'amount_currency', s.amount_currency, 'use_local_amount', CASE WHEN s.use_local_amount THEN 1 ELSE 0 END,
    'attempts', s.attempts, 'transaction_id', s.transaction_id, 'operator_transaction_id', s.operator_transaction_id,
    'delivered_micros', s.delivered_micros, 'delivered_currency', s.delivered_currency, 'cost_micros', s.cost_micros,
    'cost_currency', s.cost_currency, 'discount_micros', s.discount_micros, 'discount_currency', s.discount_currency,
    'error_code', s.error_code, 'error_message', s.error_message, 'completed_at', chain_iso(s.completed_at)) || coalesce(s.withheld, '{}')
$$;

-- What a sale was before a change to `after`: the values that differ (`was`) and, as a bitmask, the keys that had none.
CREATE FUNCTION chain_sale_change(before jsonb, after jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, public
AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'was', (SELECT jsonb_object_agg(k, before->k) FROM unnest(chain_sale_keys()) k
            WHERE before->k IS DISTINCT FROM after->k AND before->k <> 'null'::jsonb),
    'unset', (SELECT sum(1::bigint << (i - 1)::int) FROM unnest(chain_sale_keys()) WITH ORDINALITY u(k, i)
              WHERE before->k IS DISTINCT FROM after->k AND coalesce(before->k, 'null'::jsonb) = 'null'::jsonb)))
$$;

-- The sale before an event, from the sale after it and what the event keeps.
CREATE FUNCTION chain_sale_was(kept jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, public
AS $$
  SELECT coalesce(kept->'was', '{}'::jsonb) || coalesce((SELECT jsonb_object_agg(k, 'null'::jsonb) FROM unnest(chain_sale_keys()) WITH ORDINALITY u(k, i)
    WHERE ((kept->>'unset')::bigint >> (i - 1)::int) & 1 = 1), '{}'::jsonb)
$$;

-- Whether a sale as offered is exactly what the projection gives back: the till's keys, no other, each of its JSON type,
-- its times as the till writes them, its id the batch's. Only such a sale's event is kept lean; any other is kept whole.
CREATE FUNCTION chain_sale_exact(sale jsonb, sale_id text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, public
AS $$
  SELECT jsonb_typeof(sale) = 'object'
    AND (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(sale) k) = (SELECT array_agg(k ORDER BY k) FROM unnest(chain_sale_keys()) k)
    AND sale->>'id' IS NOT DISTINCT FROM sale_id
    AND NOT EXISTS (
      SELECT 1 FROM jsonb_each(sale) kv
      WHERE jsonb_typeof(kv.value) <> 'null' AND CASE
        WHEN kv.key IN ('shift', 'operator_id', 'amount_micros', 'attempts', 'transaction_id', 'delivered_micros', 'cost_micros', 'discount_micros')
          THEN jsonb_typeof(kv.value) <> 'number' OR kv.value::text !~ '^-?[0-9]{1,18}$'
        WHEN kv.key = 'use_local_amount' THEN kv.value::text NOT IN ('0', '1')
        WHEN kv.key IN ('created_at', 'updated_at', 'completed_at')
          THEN jsonb_typeof(kv.value) <> 'string' OR kv.value #>> '{}' !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$'
        WHEN kv.key = 'business_day' THEN jsonb_typeof(kv.value) <> 'string' OR kv.value #>> '{}' !~ '^\d{4}-\d{2}-\d{2}$'
        ELSE jsonb_typeof(kv.value) <> 'string'
      END)
    AND sale->>'created_at' IS NOT NULL AND sale->>'updated_at' IS NOT NULL AND sale->>'business_day' IS NOT NULL
$$;

-- What the centre keeps of a sale's event, offered whole ({event, sale}) after the sale was `before` (null: the centre
-- had no event of it yet): lean when the event is of the till's shape exactly, else whole; either way with what the
-- sale was before it, which the earlier events of the sale are given back from.
CREATE FUNCTION chain_sale_kept(offered jsonb, before jsonb, sale_id text) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = pg_catalog, public
AS $$
  SELECT CASE
    WHEN NOT (jsonb_typeof(offered) = 'object' AND offered ?& ARRAY['event', 'sale'] AND (SELECT count(*) FROM jsonb_object_keys(offered)) = 2
      AND coalesce(jsonb_typeof(offered->'event'), 'missing') IN ('object', 'null')
      AND (jsonb_typeof(offered->'event') = 'null'
           OR (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(offered->'event') k) = ARRAY['from', 'reason', 'to'])
      AND chain_sale_exact(offered->'sale', sale_id))
      THEN jsonb_build_object('whole', offered)
        || CASE WHEN before IS NOT NULL AND jsonb_typeof(offered->'sale') = 'object' THEN chain_sale_change(before, offered->'sale') ELSE '{}' END
    ELSE nullif(
      CASE WHEN before IS NULL THEN '{}'::jsonb ELSE chain_sale_change(before, offered->'sale') END
      || CASE WHEN jsonb_typeof(offered->'event') = 'null' THEN '{"copy": true}'::jsonb ELSE
           CASE WHEN (offered->'event'->>'from') IS DISTINCT FROM (before->>'state') THEN jsonb_build_object('from', offered->'event'->'from') ELSE '{}' END
           || CASE WHEN (offered->'event'->>'to') IS DISTINCT FROM (offered->'sale'->>'state') THEN jsonb_build_object('to', offered->'event'->'to') ELSE '{}' END
           || CASE WHEN coalesce(offered->'event'->'reason', 'null'::jsonb) <> 'null'::jsonb THEN jsonb_build_object('reason', offered->'event'->'reason') ELSE '{}' END
         END, '{}'::jsonb)
  END
$$;

-- The hash that pins an event: the first 16 bytes of the SHA-256 of its payload's text as the till sent it.
DROP FUNCTION chain_offered(jsonb);
CREATE FUNCTION chain_offered(batch jsonb)
RETURNS TABLE (seq bigint, kind text, sale_id text, at timestamptz, payload text, hash bytea)
LANGUAGE sql STABLE SET search_path = pg_catalog, public, pg_temp
AS $$
  SELECT DISTINCT ON (e.seq) e.seq, e.kind, e.sale_id, e.at, e.payload, substring(sha256(convert_to(e.payload, 'UTF8')) FROM 1 FOR 16)
  FROM jsonb_to_recordset(batch) AS e(seq bigint, kind text, sale_id text, at timestamptz, payload text)
  ORDER BY e.seq;
$$;

-- The offered batch's events that follow the counter's last seq here without a gap, each with its payload parsed.
CREATE FUNCTION chain_run(batch jsonb, high bigint)
RETURNS TABLE (seq bigint, kind text, sale_id text, at timestamptz, body jsonb, hash bytea)
LANGUAGE sql STABLE SET search_path = pg_catalog, public, pg_temp
AS $$
  SELECT f.seq, f.kind, f.sale_id, f.at, f.payload::jsonb, f.hash
  FROM (SELECT o.*, o.seq - high - row_number() OVER (ORDER BY o.seq) AS gap FROM public.chain_offered(batch) o WHERE o.seq > high) f
  WHERE f.gap = 0
$$;

ALTER TABLE chain_conflict ALTER COLUMN stored_hash TYPE bytea USING decode(left(stored_hash, 32), 'hex'),
  ALTER COLUMN offered_hash TYPE bytea USING decode(left(offered_hash, 32), 'hex');

-- The events, partitioned by month.
DROP VIEW chain_audit;
ALTER TABLE chain_event RENAME TO chain_event_before_007;
CREATE TABLE chain_event (
  till_id text NOT NULL REFERENCES till,
  seq bigint NOT NULL CHECK (seq > 0),
  sale_id text,
  kind text NOT NULL CHECK (kind IN ('sale', 'shift', 'day', 'approval')),
  at timestamptz NOT NULL,
  -- A sale's event: what chain_sale_kept keeps (null: nothing the sale and the later events do not say); others: whole.
  payload jsonb,
  payload_hash bytea NOT NULL
) PARTITION BY RANGE (at);
-- No primary key: a partitioned table's must hold `at`. chain_ingest appends only the seq after the counter's last,
-- under its till's row lock, so (till_id, seq) is one event.
CREATE INDEX chain_event_by_seq ON chain_event (till_id, seq);
CREATE TABLE chain_event_default PARTITION OF chain_event DEFAULT;
ALTER TABLE chain_event OWNER TO chain_owner;
ALTER TABLE chain_event_default OWNER TO chain_owner;
GRANT SELECT ON chain_event TO chain_reader;

-- Makes the month's partition of `month` (its first instant to the next month's, UTC), taking its events out of the
-- default partition; answers its name.
CREATE FUNCTION chain_event_month(month date) RETURNS text
LANGUAGE plpgsql SET search_path = pg_catalog, public
AS $$
DECLARE
  first timestamptz := date_trunc('month', month::timestamp) AT TIME ZONE 'UTC';
  next timestamptz := (date_trunc('month', month::timestamp) + interval '1 month') AT TIME ZONE 'UTC';
  name text := 'chain_event_' || to_char(month, 'YYYY_MM');
BEGIN
  IF to_regclass('public.' || name) IS NOT NULL THEN RETURN name; END IF;
  -- No event lands in the default partition between the move and the attach (the attach would refuse the month).
  LOCK TABLE public.chain_event_default IN ACCESS EXCLUSIVE MODE;
  EXECUTE format('CREATE TABLE public.%I (LIKE public.chain_event INCLUDING DEFAULTS INCLUDING CONSTRAINTS, CHECK (at >= %L AND at < %L))', name, first, next);
  EXECUTE format('WITH moved AS (DELETE FROM public.chain_event_default WHERE at >= %L AND at < %L RETURNING *) INSERT INTO public.%I SELECT * FROM moved', first, next, name);
  EXECUTE format('ALTER TABLE public.chain_event ATTACH PARTITION public.%I FOR VALUES FROM (%L) TO (%L)', name, first, next);
  EXECUTE format('ALTER TABLE public.%I OWNER TO chain_owner', name);
  RETURN name;
END $$;

-- The months from this one to `ahead` months on, and every month the default partition holds events of (a till whose
-- journal began before the chain's first month, a clock set wrong), made if missing: run monthly (npm run
-- chain:maintain). Every event then sits in its month's partition, where packing and retention reach it.
CREATE FUNCTION chain_event_months_make(ahead integer) RETURNS SETOF text
LANGUAGE sql SET search_path = pg_catalog, public
AS $$
  SELECT chain_event_month(m) FROM (
    SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + n * interval '1 month')::date FROM generate_series(0, ahead) n
    UNION
    SELECT DISTINCT date_trunc('month', d.at AT TIME ZONE 'UTC')::date FROM chain_event_default d
  ) months (m) ORDER BY m
$$;

-- The seqs of each till's events in the months detached (each now a table of its own, out of the chain's reach).
CREATE TABLE chain_event_detached (
  till_id text NOT NULL REFERENCES till,
  first_seq bigint NOT NULL,
  last_seq bigint NOT NULL,
  archive text NOT NULL
);
CREATE INDEX chain_event_detached_by_till ON chain_event_detached (till_id, first_seq);
ALTER TABLE chain_event_detached OWNER TO chain_owner;
GRANT SELECT ON chain_event_detached TO chain_reader;

-- The month partitions that ended before `keep_months` months ago (UTC), oldest first: what chain:maintain packs or
-- detaches. The last month is always kept.
CREATE FUNCTION chain_event_months_before(keep_months integer) RETURNS SETOF text
LANGUAGE plpgsql STABLE SET search_path = pg_catalog, public
AS $$
DECLARE
  cutoff timestamptz := (date_trunc('month', now() AT TIME ZONE 'UTC') - keep_months * interval '1 month') AT TIME ZONE 'UTC';
BEGIN
  IF keep_months IS NULL OR keep_months < 1 THEN
    RAISE EXCEPTION 'keep at least the last month of events' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  RETURN QUERY
    SELECT c.relname::text FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'public.chain_event'::regclass AND c.relname ~ '^chain_event_\d{4}_\d{2}$'
      AND (to_date(substring(c.relname FROM 13), 'YYYY_MM') + interval '1 month') AT TIME ZONE 'UTC' <= cutoff
    ORDER BY c.relname;
END $$;
ALTER FUNCTION chain_event_months_before(integer) OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_event_months_before(integer) FROM PUBLIC;

-- Detaches the months that ended before `keep_months` months ago: their events are in the projections already (the
-- ingest projects each batch in its transaction). Each becomes a table of its own, chain_event_archive_YYYY_MM, for the
-- administrator to dump and drop. Answers the archived tables' names.
CREATE FUNCTION chain_event_detach_before(keep_months integer) RETURNS SETOF text
LANGUAGE plpgsql SET search_path = pg_catalog, public
AS $$
DECLARE
  part record;
BEGIN
  FOR part IN SELECT m.relname FROM public.chain_event_months_before(keep_months) AS m(relname)
  LOOP
    -- What each till's events there were, for a till comparing its journal or resending into the month later (chain_held).
    EXECUTE format('INSERT INTO public.chain_event_detached (till_id, first_seq, last_seq, archive)
      SELECT till_id, min(seq), max(seq), %L FROM public.%I GROUP BY till_id', 'chain_event_archive_' || substring(part.relname FROM 13), part.relname);
    EXECUTE format('ALTER TABLE public.chain_event DETACH PARTITION public.%I', part.relname);
    EXECUTE format('ALTER TABLE public.%I RENAME TO %I', part.relname, 'chain_event_archive_' || substring(part.relname FROM 13));
    RETURN NEXT 'chain_event_archive_' || substring(part.relname FROM 13);
  END LOOP;
END $$;
ALTER FUNCTION chain_event_month(date) OWNER TO chain_owner;
ALTER FUNCTION chain_event_months_make(integer) OWNER TO chain_owner;
ALTER FUNCTION chain_event_detach_before(integer) OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_event_month(date) FROM PUBLIC;
REVOKE ALL ON FUNCTION chain_event_months_make(integer) FROM PUBLIC;
REVOKE ALL ON FUNCTION chain_event_detach_before(integer) FROM PUBLIC;

-- The months the events here need, then the events, kept lean.
SELECT chain_event_month(m::date) FROM (SELECT DISTINCT date_trunc('month', at AT TIME ZONE 'UTC') AS m FROM chain_event_before_007) x;
SELECT chain_event_months_make(2);
INSERT INTO chain_event (till_id, seq, sale_id, kind, at, payload, payload_hash)
  SELECT e.till_id, e.seq, e.sale_id, e.kind, e.at,
    CASE WHEN e.kind = 'sale' THEN chain_sale_kept(e.payload, lag(e.payload->'sale') OVER (PARTITION BY t.counter, e.sale_id, e.kind ORDER BY e.seq), e.sale_id) ELSE e.payload END,
    decode(left(e.payload_hash, 32), 'hex')
  FROM chain_event_before_007 e JOIN till t USING (till_id);
-- The projection takes every key from each sale's latest event (001 and 004 kept some as the first event said them),
-- and the first event's seq.
UPDATE chain_sale s SET first_seq = l.first_seq, business_day = (l.p->>'business_day')::date, created_at = (l.p->>'created_at')::timestamptz,
    updated_at = (l.p->>'updated_at')::timestamptz, environment = l.p->>'environment', state = l.p->>'state', clerk = l.p->>'clerk',
    clerk_id = l.p->>'clerk_id', shift = (l.p->>'shift')::bigint, operator_id = (l.p->>'operator_id')::bigint, operator_name = l.p->>'operator_name',
    country_iso = l.p->>'country_iso', recipient_country = l.p->>'recipient_country', recipient_phone = l.p->>'recipient_phone',
    recipient_email = l.p->>'recipient_email', amount_micros = (l.p->>'amount_micros')::bigint, amount_currency = l.p->>'amount_currency',
    use_local_amount = (l.p->>'use_local_amount')::int = 1, attempts = (l.p->>'attempts')::bigint, transaction_id = (l.p->>'transaction_id')::bigint,
    operator_transaction_id = l.p->>'operator_transaction_id', error_code = l.p->>'error_code', error_message = l.p->>'error_message',
    completed_at = (l.p->>'completed_at')::timestamptz,
    delivered_micros = (l.p->>'delivered_micros')::bigint, delivered_currency = l.p->>'delivered_currency',
    cost_micros = (l.p->>'cost_micros')::bigint, cost_currency = l.p->>'cost_currency',
    discount_micros = (l.p->>'discount_micros')::bigint, discount_currency = l.p->>'discount_currency'
  FROM (SELECT DISTINCT ON (t.counter, e.sale_id) t.counter, e.sale_id, e.payload->'sale' AS p,
          min(e.seq) OVER (PARTITION BY t.counter, e.sale_id) AS first_seq
        FROM chain_event_before_007 e JOIN till t USING (till_id) WHERE e.kind = 'sale' ORDER BY t.counter, e.sale_id, e.seq DESC) l
  WHERE s.counter = l.counter AND s.sale_id = l.sale_id;
DROP TABLE chain_event_before_007;
DROP INDEX IF EXISTS chain_sale_by_day;


-- Each business day's delivered sales by the till's local hour (the owner's "sales by hour"), kept like the day's.
CREATE TABLE chain_hour_rollup (
  business_day date NOT NULL,
  counter text NOT NULL,
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  amount_currency text NOT NULL,
  sales bigint NOT NULL,
  amount_micros numeric NOT NULL,
  PRIMARY KEY (business_day, counter, hour, amount_currency)
);
ALTER TABLE chain_hour_rollup OWNER TO chain_owner;
GRANT SELECT ON chain_hour_rollup TO chain_reader;

CREATE FUNCTION chain_hour_rollup_add(s public.chain_sale, sign integer) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, public
AS $$
BEGIN
  IF public.chain_money_standing(s.state) <> 'delivered' OR s.local_hour IS NULL THEN RETURN; END IF;
  INSERT INTO public.chain_hour_rollup AS r (business_day, counter, hour, amount_currency, sales, amount_micros)
    VALUES (s.business_day, s.counter, s.local_hour, s.amount_currency, sign, sign * s.amount_micros)
  ON CONFLICT (business_day, counter, hour, amount_currency)
  DO UPDATE SET sales = r.sales + EXCLUDED.sales, amount_micros = r.amount_micros + EXCLUDED.amount_micros;
  IF sign < 0 THEN
    DELETE FROM public.chain_hour_rollup r WHERE (r.business_day, r.counter, r.hour, r.amount_currency)
      = (s.business_day, s.counter, s.local_hour, s.amount_currency) AND r.sales = 0;
  END IF;
END;
$$;
ALTER FUNCTION chain_hour_rollup_add(public.chain_sale, integer) OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_hour_rollup_add(public.chain_sale, integer) FROM PUBLIC;

-- Each month's sales the same way as each day's (006): a month's report reads a thousand tills' few rows a month,
-- not thirty days of them.
CREATE TABLE chain_month_rollup (LIKE chain_day_rollup INCLUDING ALL);
ALTER TABLE chain_month_rollup RENAME COLUMN business_day TO month;
ALTER TABLE chain_month_rollup ADD CHECK (month = date_trunc('month', month)::date);
ALTER TABLE chain_month_rollup OWNER TO chain_owner;
GRANT SELECT ON chain_month_rollup TO chain_reader;

CREATE FUNCTION chain_month_rollup_add(s public.chain_sale, sign integer) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, public
AS $$
DECLARE
  key_month date := date_trunc('month', s.business_day)::date;
  key_standing text := public.chain_money_standing(s.state);
BEGIN
  INSERT INTO public.chain_month_rollup AS r (month, counter, operator_id, clerk, standing, amount_currency, delivered_currency,
      cost_currency, discount_currency, sales, amount_micros, delivered_micros, cost_micros, discount_micros, operator_name, country_iso)
    VALUES (key_month, s.counter, s.operator_id, s.clerk, key_standing, s.amount_currency, coalesce(s.delivered_currency, ''),
      coalesce(s.cost_currency, ''), coalesce(s.discount_currency, ''), sign, sign * s.amount_micros, sign * coalesce(s.delivered_micros, 0),
      sign * coalesce(s.cost_micros, 0), sign * coalesce(s.discount_micros, 0), s.operator_name, s.country_iso)
  ON CONFLICT (month, counter, operator_id, clerk, standing, amount_currency, delivered_currency, cost_currency, discount_currency)
  DO UPDATE SET sales = r.sales + EXCLUDED.sales, amount_micros = r.amount_micros + EXCLUDED.amount_micros,
    delivered_micros = r.delivered_micros + EXCLUDED.delivered_micros, cost_micros = r.cost_micros + EXCLUDED.cost_micros,
    discount_micros = r.discount_micros + EXCLUDED.discount_micros,
    operator_name = CASE WHEN sign > 0 THEN EXCLUDED.operator_name ELSE r.operator_name END,
    country_iso = CASE WHEN sign > 0 THEN EXCLUDED.country_iso ELSE r.country_iso END;
  IF sign < 0 THEN
    DELETE FROM public.chain_month_rollup r
      WHERE (r.month, r.counter, r.operator_id, r.clerk, r.standing, r.amount_currency, r.delivered_currency, r.cost_currency, r.discount_currency)
        = (key_month, s.counter, s.operator_id, s.clerk, key_standing, s.amount_currency, coalesce(s.delivered_currency, ''),
           coalesce(s.cost_currency, ''), coalesce(s.discount_currency, ''))
        AND r.sales = 0;
  END IF;
END;
$$;
ALTER FUNCTION chain_month_rollup_add(public.chain_sale, integer) OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_month_rollup_add(public.chain_sale, integer) FROM PUBLIC;

CREATE OR REPLACE FUNCTION chain_day_rollup_follow() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM public.chain_day_rollup_add(OLD, -1);
    PERFORM public.chain_month_rollup_add(OLD, -1);
    PERFORM public.chain_hour_rollup_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM public.chain_day_rollup_add(NEW, 1);
    PERFORM public.chain_month_rollup_add(NEW, 1);
    PERFORM public.chain_hour_rollup_add(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;

-- The rollups made again from the projection, in one pass each: after a bulk load with triggers off (the bench's
-- year of a chain), or to check them (a test compares). The sales already here count now (their hour set above, in
-- UTC: no till had said its zone).
CREATE FUNCTION chain_rollups_rebuild() RETURNS void
LANGUAGE sql SET search_path = pg_catalog, public
AS $$
  DELETE FROM chain_day_rollup;
  INSERT INTO chain_day_rollup (business_day, counter, operator_id, clerk, standing, amount_currency, delivered_currency, cost_currency,
      discount_currency, sales, amount_micros, delivered_micros, cost_micros, discount_micros, operator_name, country_iso)
    SELECT business_day, counter, operator_id, clerk, chain_money_standing(state), amount_currency, coalesce(delivered_currency, ''),
      coalesce(cost_currency, ''), coalesce(discount_currency, ''), count(*), sum(amount_micros), coalesce(sum(delivered_micros), 0),
      coalesce(sum(cost_micros), 0), coalesce(sum(discount_micros), 0), max(operator_name), max(country_iso)
    FROM chain_sale
    GROUP BY business_day, counter, operator_id, clerk, chain_money_standing(state), amount_currency, coalesce(delivered_currency, ''),
      coalesce(cost_currency, ''), coalesce(discount_currency, '');
  DELETE FROM chain_month_rollup;
  INSERT INTO chain_month_rollup (month, counter, operator_id, clerk, standing, amount_currency, delivered_currency, cost_currency,
      discount_currency, sales, amount_micros, delivered_micros, cost_micros, discount_micros, operator_name, country_iso)
    SELECT date_trunc('month', business_day)::date, counter, operator_id, clerk, standing, amount_currency, delivered_currency, cost_currency,
      discount_currency, sum(sales), sum(amount_micros), sum(delivered_micros), sum(cost_micros), sum(discount_micros), max(operator_name), max(country_iso)
    FROM chain_day_rollup GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  DELETE FROM chain_hour_rollup;
  INSERT INTO chain_hour_rollup (business_day, counter, hour, amount_currency, sales, amount_micros)
    SELECT business_day, counter, local_hour, amount_currency, count(*), sum(amount_micros)
    FROM chain_sale WHERE chain_money_standing(state) = 'delivered' GROUP BY 1, 2, 3, 4;
$$;
ALTER FUNCTION chain_rollups_rebuild() OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_rollups_rebuild() FROM PUBLIC;
SELECT chain_rollups_rebuild();

-- A till says, on each new connection, the version it runs, its shop's time zone, and where its journal's log ends
-- (unsaid by a till of an earlier build: null).
CREATE FUNCTION chain_hello(version text, time_zone text, journal_last bigint DEFAULT NULL) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  me record;
  zone text;
BEGIN
  SELECT * INTO me FROM public.chain_session_till();
  -- A zone this server's time zone data does not know is kept as unknown (the hours fall back to UTC), never refused:
  -- a till must go on sending whatever it says here.
  BEGIN
    PERFORM now() AT TIME ZONE time_zone;
    zone := time_zone;
  EXCEPTION WHEN OTHERS THEN
    zone := NULL;
  END;
  UPDATE public.till t SET version = CASE WHEN chain_hello.version ~ '^[0-9A-Za-z.+-]{1,40}$' THEN chain_hello.version END, time_zone = zone,
      journal_last = CASE WHEN chain_hello.journal_last >= 0 THEN chain_hello.journal_last END,
      journal_said_at = CASE WHEN chain_hello.journal_last >= 0 THEN now() END
    WHERE t.till_id = me.till_id;
END;
$$;
ALTER FUNCTION chain_hello(text, text, bigint) OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_hello(text, text, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION chain_hello(text, text, bigint) TO chain_till;

-- The ingest (004's rule), keeping each sale's event lean: the projections are built from the payloads as offered.
CREATE OR REPLACE FUNCTION chain_ingest(batch jsonb)
RETURNS TABLE (acked bigint, stored integer, duplicates integer, conflicts integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  me text := session_user;
  my_counter text;
  high bigint;
  n_stored integer := 0;
  n_duplicates integer := 0;
  n_conflicts integer := 0;
BEGIN
  -- One ingest of a till at a time: a reconnecting till's second batch waits for its first.
  SELECT t.last_seq, t.counter INTO high, my_counter FROM public.till t WHERE t.till_id = me AND t.revoked_at IS NULL FOR UPDATE;
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

  -- What the centre already holds, in a month's partition, packed or detached: the same again is a resend, a
  -- different one a conflict. Only a batch reaching back below the last seq asks.
  IF EXISTS (SELECT 1 FROM public.chain_offered(batch) o WHERE o.seq <= high) THEN
    SELECT count(*) FILTER (WHERE h.payload_hash IS NULL OR h.payload_hash = o.hash), count(*) FILTER (WHERE h.payload_hash <> o.hash)
      INTO n_duplicates, n_conflicts
      FROM public.chain_offered(batch) o
      JOIN public.chain_held(my_counter, ARRAY(SELECT x.seq FROM public.chain_offered(batch) x WHERE x.seq <= high)) h ON h.seq = o.seq;
    IF n_conflicts > 0 THEN
      INSERT INTO public.chain_conflict (till_id, seq, stored_hash, offered_hash, offered_kind, offered_payload)
        SELECT me, o.seq, h.payload_hash, o.hash, o.kind, o.payload::jsonb
        FROM public.chain_offered(batch) o
        JOIN public.chain_held(my_counter, ARRAY(SELECT x.seq FROM public.chain_offered(batch) x WHERE x.seq <= high)) h ON h.seq = o.seq
        WHERE h.payload_hash <> o.hash
        ON CONFLICT DO NOTHING;
    END IF;
  END IF;

  -- The run that follows the last seq here, up to the first gap; a sale's event kept as what changed since the sale's
  -- event before it (in this batch, else the projection).
  INSERT INTO public.chain_event (till_id, seq, sale_id, kind, at, payload, payload_hash)
    SELECT me, r.seq, r.sale_id, r.kind, r.at,
      CASE WHEN r.kind = 'sale' THEN public.chain_sale_kept(r.body, coalesce(r.before_here,
        (SELECT public.chain_sale_payload(s) FROM public.chain_sale s WHERE s.counter = my_counter AND s.sale_id = r.sale_id)), r.sale_id) ELSE r.body END,
      r.hash
    FROM (SELECT x.*, lag(x.body->'sale') OVER (PARTITION BY x.sale_id, x.kind ORDER BY x.seq) AS before_here FROM public.chain_run(batch, high) x) r
    ORDER BY r.seq;
  GET DIAGNOSTICS n_stored = ROW_COUNT;

  IF n_stored > 0 THEN
    INSERT INTO public.chain_sale AS s (till_id, counter, sale_id, seq, first_seq, business_day, created_at, updated_at, environment, state, clerk,
        clerk_id, shift, operator_id, operator_name, country_iso, recipient_country, recipient_phone, recipient_email, amount_micros,
        amount_currency, use_local_amount, attempts, transaction_id, operator_transaction_id, delivered_micros, delivered_currency,
        cost_micros, cost_currency, discount_micros, discount_currency, error_code, error_message, completed_at)
      SELECT DISTINCT ON (r.sale_id) me, my_counter, r.sale_id, r.seq, r.first_seq,
        (p->>'business_day')::date, (p->>'created_at')::timestamptz, (p->>'updated_at')::timestamptz, p->>'environment',
        p->>'state', p->>'clerk', p->>'clerk_id', (p->>'shift')::bigint, (p->>'operator_id')::bigint, p->>'operator_name',
        p->>'country_iso', p->>'recipient_country', p->>'recipient_phone', p->>'recipient_email', (p->>'amount_micros')::bigint,
        p->>'amount_currency', (p->>'use_local_amount')::int = 1, (p->>'attempts')::bigint, (p->>'transaction_id')::bigint,
        p->>'operator_transaction_id', (p->>'delivered_micros')::bigint, p->>'delivered_currency', (p->>'cost_micros')::bigint,
        p->>'cost_currency', (p->>'discount_micros')::bigint, p->>'discount_currency', p->>'error_code', p->>'error_message',
        (p->>'completed_at')::timestamptz
      FROM (SELECT x.*, min(x.seq) OVER (PARTITION BY x.sale_id) AS first_seq FROM public.chain_run(batch, high) x WHERE x.kind = 'sale') r,
        LATERAL (SELECT r.body->'sale' AS p) sale
      ORDER BY r.sale_id, r.seq DESC
    ON CONFLICT (counter, sale_id) DO UPDATE SET
      till_id = EXCLUDED.till_id, seq = EXCLUDED.seq, business_day = EXCLUDED.business_day, created_at = EXCLUDED.created_at,
      updated_at = EXCLUDED.updated_at, environment = EXCLUDED.environment, state = EXCLUDED.state, clerk = EXCLUDED.clerk,
      clerk_id = EXCLUDED.clerk_id, shift = EXCLUDED.shift, operator_id = EXCLUDED.operator_id, operator_name = EXCLUDED.operator_name,
      country_iso = EXCLUDED.country_iso, recipient_country = EXCLUDED.recipient_country, recipient_phone = EXCLUDED.recipient_phone,
      recipient_email = EXCLUDED.recipient_email, amount_micros = EXCLUDED.amount_micros, amount_currency = EXCLUDED.amount_currency,
      use_local_amount = EXCLUDED.use_local_amount, attempts = EXCLUDED.attempts, transaction_id = EXCLUDED.transaction_id,
      operator_transaction_id = EXCLUDED.operator_transaction_id, delivered_micros = EXCLUDED.delivered_micros,
      delivered_currency = EXCLUDED.delivered_currency, cost_micros = EXCLUDED.cost_micros, cost_currency = EXCLUDED.cost_currency,
      discount_micros = EXCLUDED.discount_micros, discount_currency = EXCLUDED.discount_currency, error_code = EXCLUDED.error_code,
      error_message = EXCLUDED.error_message, completed_at = EXCLUDED.completed_at, withheld = EXCLUDED.withheld
      WHERE s.seq < EXCLUDED.seq;

    INSERT INTO public.chain_shift AS s (till_id, counter, shift_id, seq, business_day, clerk_id, clerk_name, opened_at, float_micros,
        float_currency, closed_at, closed_by, counted, report)
      SELECT DISTINCT ON ((p->>'id')::bigint, (p->>'opened_at')::timestamptz) me, my_counter, (p->>'id')::bigint, r.seq, (p->>'business_day')::date, p->>'clerk_id',
        p->>'clerk_name', (p->>'opened_at')::timestamptz, (p->>'float_micros')::bigint, p->>'float_currency',
        (p->>'closed_at')::timestamptz, p->>'closed_by', p->'counted', p->'report'
      FROM public.chain_run(batch, high) r, LATERAL (SELECT r.body->'shift' AS p) shift
      WHERE r.kind = 'shift'
      ORDER BY (p->>'id')::bigint, (p->>'opened_at')::timestamptz, r.seq DESC
    ON CONFLICT (counter, shift_id, opened_at) DO UPDATE SET
      till_id = EXCLUDED.till_id, seq = EXCLUDED.seq, closed_at = EXCLUDED.closed_at, closed_by = EXCLUDED.closed_by, counted = EXCLUDED.counted,
      report = EXCLUDED.report
      WHERE s.seq < EXCLUDED.seq;

    INSERT INTO public.chain_day_close (till_id, counter, business_day, seq, closed_at, summary)
      SELECT DISTINCT ON (p->>'business_day') me, my_counter, (p->>'business_day')::date, r.seq, (p->>'closed_at')::timestamptz, p->'summary'
      FROM public.chain_run(batch, high) r, LATERAL (SELECT r.body->'day' AS p) day
      WHERE r.kind = 'day'
      ORDER BY p->>'business_day', r.seq
    ON CONFLICT (counter, business_day) DO NOTHING;
  END IF;

  UPDATE public.till SET last_seq = high + n_stored, last_seen = now(), resent = resent + n_duplicates WHERE till_id = me;
  RETURN QUERY SELECT high + n_stored, n_stored, n_duplicates, (SELECT count(*)::integer FROM public.chain_conflict x JOIN public.till y USING (till_id) WHERE y.counter = my_counter);
END;
$$;

ALTER FUNCTION chain_sale_keys() OWNER TO chain_owner;
ALTER FUNCTION chain_iso(timestamptz) OWNER TO chain_owner;
ALTER FUNCTION chain_sale_payload(public.chain_sale) OWNER TO chain_owner;
ALTER FUNCTION chain_sale_change(jsonb, jsonb) OWNER TO chain_owner;
ALTER FUNCTION chain_sale_was(jsonb) OWNER TO chain_owner;
ALTER FUNCTION chain_sale_kept(jsonb, jsonb, text) OWNER TO chain_owner;
ALTER FUNCTION chain_sale_exact(jsonb, text) OWNER TO chain_owner;
ALTER FUNCTION chain_run(jsonb, bigint) OWNER TO chain_owner;
ALTER FUNCTION chain_offered(jsonb) OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_offered(jsonb) FROM PUBLIC;
REVOKE ALL ON FUNCTION chain_run(jsonb, bigint) FROM PUBLIC;

-- Closed months of events packed: a month's events, once no till can still be sending into it, are only the audit
-- trail of what the projections already hold. `chain:maintain --pack-older-than N` packs each month older than N
-- months into one row per till and day (its events as a JSON array, compressed by PostgreSQL) and drops the month's
-- partition. Nothing is lost: chain_event_full gives back every event whole from either form, still pinned by its
-- hash, and a till comparing its journal with the centre's copy (a restored backup) is answered from both.
CREATE TABLE chain_event_packed (
  till_id text NOT NULL REFERENCES till,
  day date NOT NULL,
  first_seq bigint NOT NULL,
  last_seq bigint NOT NULL,
  events integer NOT NULL,
  -- [[seq, kind, sale_id, at, payload], …] in seq order: the columns of chain_event, one array per event.
  packed text COMPRESSION lz4 NOT NULL,
  -- Their hashes, 16 bytes each in the same order (apart: random bytes do not compress, and hex would double them).
  hashes bytea NOT NULL,
  PRIMARY KEY (till_id, first_seq)
);
CREATE INDEX chain_event_packed_by_range ON chain_event_packed (till_id, last_seq);
ALTER TABLE chain_event_packed OWNER TO chain_owner;
GRANT SELECT ON chain_event_packed TO chain_reader;

-- Every event, from its month's partition or packed: the columns of chain_event.
CREATE VIEW chain_event_any AS
  SELECT till_id, seq, sale_id, kind, at, payload, payload_hash FROM chain_event
  UNION ALL
  SELECT p.till_id, (e->>0)::bigint, e->>2, e->>1, (e->>3)::timestamptz, e->4, substring(p.hashes FROM (i - 1)::int * 16 + 1 FOR 16)
  FROM chain_event_packed p CROSS JOIN LATERAL jsonb_array_elements(p.packed::jsonb) WITH ORDINALITY AS x(e, i);
ALTER VIEW chain_event_any OWNER TO chain_owner;
GRANT SELECT ON chain_event_any TO chain_reader;

-- A counter's events from_seq..to_seq, from either form: only the packed rows whose range meets it are opened.
CREATE FUNCTION chain_events_between(counter text, from_seq bigint, to_seq bigint)
RETURNS TABLE (till_id text, seq bigint, sale_id text, kind text, at timestamptz, payload jsonb, payload_hash bytea)
LANGUAGE sql STABLE SET search_path = pg_catalog, public
AS $$
  SELECT e.till_id, e.seq, e.sale_id, e.kind, e.at, e.payload, e.payload_hash FROM chain_event e
  WHERE e.till_id IN (SELECT t.till_id FROM till t WHERE t.counter = chain_events_between.counter) AND e.seq BETWEEN from_seq AND to_seq
  UNION ALL
  SELECT p.till_id, (x.e->>0)::bigint, x.e->>2, x.e->>1, (x.e->>3)::timestamptz, x.e->4, substring(p.hashes FROM (x.i - 1)::int * 16 + 1 FOR 16)
  FROM chain_event_packed p CROSS JOIN LATERAL jsonb_array_elements(p.packed::jsonb) WITH ORDINALITY AS x(e, i)
  WHERE p.till_id IN (SELECT t.till_id FROM till t WHERE t.counter = chain_events_between.counter)
    AND p.first_seq <= to_seq AND p.last_seq >= from_seq AND (x.e->>0)::bigint BETWEEN from_seq AND to_seq
$$;
ALTER FUNCTION chain_events_between(text, bigint, bigint) OWNER TO chain_owner;
GRANT EXECUTE ON FUNCTION chain_events_between(text, bigint, bigint) TO chain_reader;

-- Which of these seqs a counter's log holds at the centre, with each one's hash: from its month's partition, packed
-- (only the packed rows whose range holds a seq are opened), or in a detached month (hash NULL: its archive, out of
-- the chain's reach, has it). A seq the centre never had is not answered.
CREATE FUNCTION chain_held(counter text, seqs bigint[]) RETURNS TABLE (seq bigint, payload_hash bytea)
LANGUAGE sql STABLE SET search_path = pg_catalog, public
AS $$
  WITH mine AS (SELECT t.till_id FROM till t WHERE t.counter = chain_held.counter),
  held AS (
    SELECT c.seq, c.payload_hash FROM chain_event c WHERE c.till_id IN (SELECT till_id FROM mine) AND c.seq = ANY (seqs)
    UNION ALL
    SELECT (x.e->>0)::bigint, substring(p.hashes FROM (x.i - 1)::int * 16 + 1 FOR 16)
    FROM chain_event_packed p CROSS JOIN LATERAL jsonb_array_elements(p.packed::jsonb) WITH ORDINALITY AS x(e, i)
    WHERE (p.till_id, p.first_seq) IN (SELECT q.till_id, q.first_seq FROM chain_event_packed q JOIN unnest(seqs) AS o(seq) ON o.seq BETWEEN q.first_seq AND q.last_seq
                                       WHERE q.till_id IN (SELECT till_id FROM mine))
      AND (x.e->>0)::bigint = ANY (seqs)
  )
  SELECT h.seq, h.payload_hash FROM held h
  UNION ALL
  SELECT o.seq, NULL::bytea FROM unnest(seqs) AS o(seq)
  WHERE NOT EXISTS (SELECT 1 FROM held h WHERE h.seq = o.seq)
    AND EXISTS (SELECT 1 FROM chain_event_detached d WHERE d.till_id IN (SELECT till_id FROM mine) AND o.seq BETWEEN d.first_seq AND d.last_seq)
$$;
ALTER FUNCTION chain_held(text, bigint[]) OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_held(text, bigint[]) FROM PUBLIC;

-- Packs the months that ended before `keep_months` months ago; answers the months packed (their partitions are gone).
CREATE FUNCTION chain_event_pack_before(keep_months integer) RETURNS SETOF text
LANGUAGE plpgsql SET search_path = pg_catalog, public
AS $$
DECLARE
  part record;
BEGIN
  FOR part IN SELECT m.relname FROM public.chain_event_months_before(keep_months) AS m(relname)
  LOOP
    -- Nothing is ingested into the month while it is packed: an event committed after the copy would go with the table.
    EXECUTE format('LOCK TABLE public.%I IN ACCESS EXCLUSIVE MODE', part.relname);
    -- A till's day of events in one row; at most 5,000 to a row, so a busy day's row stays a few hundred kilobytes.
    EXECUTE format($sql$
      INSERT INTO public.chain_event_packed (till_id, day, first_seq, last_seq, events, packed, hashes)
        SELECT till_id, day, min(seq), max(seq), count(*),
          '[' || string_agg(json_build_array(seq, kind, sale_id, chain_iso(at), payload)::text, ',' ORDER BY seq) || ']',
          string_agg(payload_hash, ''::bytea ORDER BY seq)
        FROM (SELECT e.*, (e.at AT TIME ZONE 'UTC')::date AS day,
                (row_number() OVER (PARTITION BY e.till_id, (e.at AT TIME ZONE 'UTC')::date ORDER BY e.seq) - 1) / 5000 AS part
              FROM public.%I e) x
        GROUP BY till_id, day, part$sql$, part.relname);
    EXECUTE format('DROP TABLE public.%I', part.relname);
    RETURN NEXT substring(part.relname FROM 13);
  END LOOP;
END $$;
ALTER FUNCTION chain_event_pack_before(integer) OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_event_pack_before(integer) FROM PUBLIC;

-- An event as its till sent it (the same JSON; its text's key order and spacing are the till's to show), reading the
-- later and earlier events of its sale from either form.
CREATE FUNCTION chain_event_payload(e public.chain_event) RETURNS jsonb
LANGUAGE sql STABLE SET search_path = pg_catalog, public
AS $$
  SELECT CASE
    WHEN e.kind <> 'sale' THEN e.payload
    WHEN e.payload ? 'whole' THEN e.payload->'whole'
    ELSE (
      SELECT CASE WHEN e.payload ? 'copy' THEN jsonb_build_object('event', 'null'::jsonb, 'sale', st.after)
        ELSE jsonb_build_object('event', jsonb_build_object(
          'from', CASE WHEN e.payload ? 'from' THEN e.payload->'from' ELSE coalesce(st.before->'state', 'null'::jsonb) END,
          'to', CASE WHEN e.payload ? 'to' THEN e.payload->'to' ELSE st.after->'state' END,
          'reason', coalesce(e.payload->'reason', 'null'::jsonb)), 'sale', st.after) END
      FROM (
        SELECT a.after, CASE WHEN a.earlier THEN a.after || chain_sale_was(e.payload) END AS before
        FROM (
          SELECT chain_sale_payload(s) || coalesce(
              -- The nearest later event's value wins: it is what the sale was just after this one.
              (SELECT jsonb_object_agg(w.key, w.value ORDER BY l.seq DESC) FROM chain_events_between(t.counter, e.seq + 1, s.seq) l,
                 LATERAL jsonb_each(chain_sale_was(l.payload)) w
               WHERE l.sale_id = e.sale_id AND l.kind = 'sale'), '{}'::jsonb) AS after,
            e.seq > s.first_seq AS earlier
          FROM till t JOIN chain_sale s ON s.counter = t.counter AND s.sale_id = e.sale_id WHERE t.till_id = e.till_id
        ) a
      ) st)
  END
$$;

-- Every event with its payload whole: what an auditor reads.
CREATE VIEW chain_event_full AS
  SELECT e.till_id, e.seq, e.sale_id, e.kind, e.at, chain_event_payload(ROW(e.till_id, e.seq, e.sale_id, e.kind, e.at, e.payload, e.payload_hash)::public.chain_event) AS payload, e.payload_hash FROM chain_event_any e;

-- The audit view of 004, over both forms.
CREATE VIEW chain_audit AS
  SELECT DISTINCT ON (t.counter, (a->>'id')::bigint, e.at) e.till_id, e.seq, e.at, (a->>'business_day')::date AS business_day,
    a->>'action' AS action, a->>'sale_id' AS sale_id, (a->>'shift_id')::bigint AS shift_id, a->>'subject' AS subject,
    a->>'detail' AS detail, a->>'clerk_id' AS clerk_id, a->>'clerk_name' AS clerk_name, a->>'manager_id' AS manager_id,
    a->>'manager_name' AS manager_name, t.counter
  FROM chain_event_any e JOIN till t USING (till_id) CROSS JOIN LATERAL (SELECT e.payload->'audit') AS x(a)
  WHERE e.kind = 'approval' AND e.payload ? 'audit'
  ORDER BY t.counter, (a->>'id')::bigint, e.at, e.seq;
ALTER FUNCTION chain_event_payload(public.chain_event) OWNER TO chain_owner;
ALTER VIEW chain_event_full OWNER TO chain_owner;
ALTER VIEW chain_audit OWNER TO chain_owner;
GRANT SELECT ON chain_event_full, chain_audit TO chain_reader;

-- A till comparing its journal with the centre's copy is answered from packed and detached months too (chain_held).
CREATE OR REPLACE FUNCTION chain_compare(batch jsonb) RETURNS TABLE (seq bigint, same boolean)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  mine public.till.counter%TYPE;
BEGIN
  SELECT s.counter INTO mine FROM public.chain_session_till() s;
  IF jsonb_typeof(batch) IS DISTINCT FROM 'array' OR jsonb_array_length(batch) > 5000 THEN
    RAISE EXCEPTION 'a batch is a JSON array of at most 5000 events' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  RETURN QUERY
    WITH offered AS (SELECT * FROM public.chain_offered(batch))
    -- A seq in a detached month (no hash here): the centre held it; the till's copy is taken as it.
    SELECT o.seq, coalesce(h.payload_hash = o.hash, true) FROM offered o
      JOIN public.chain_held(mine, ARRAY(SELECT x.seq FROM offered x)) h ON h.seq = o.seq
    ORDER BY 1;
END;
$$;
