-- A counter keeps one history across enrolments (issue 26). A till whose certificate was lost or revoked is enrolled
-- again under a new id that replaces the old one (`chain:enroll --till till_0004 --replaces till_0002`): the new id
-- continues the old one's log (its last_seq, the same numbering the till's journal keeps) and writes the same rows of
-- the projections, now keyed by the counter, so a sale open at the revocation is settled in place when its outcome
-- arrives and no sale is ever counted under two ids. `counter` is the id the counter was first enrolled under.
ALTER TABLE till ADD COLUMN counter text;
UPDATE till SET counter = till_id;
ALTER TABLE till ALTER COLUMN counter SET NOT NULL;
ALTER TABLE till ADD COLUMN replaces text UNIQUE REFERENCES till (till_id);
CREATE INDEX till_by_counter ON till (counter);
-- A till enrolled on its own is a counter of its own.
CREATE FUNCTION till_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.counter := COALESCE(NEW.counter, NEW.till_id);
  RETURN NEW;
END $$;
ALTER FUNCTION till_counter() OWNER TO chain_owner;
REVOKE ALL ON FUNCTION till_counter() FROM PUBLIC;
CREATE TRIGGER till_counter BEFORE INSERT ON till FOR EACH ROW EXECUTE FUNCTION till_counter();

ALTER TABLE chain_sale ADD COLUMN counter text;
UPDATE chain_sale SET counter = till_id;
ALTER TABLE chain_sale ALTER COLUMN counter SET NOT NULL;
ALTER TABLE chain_sale DROP CONSTRAINT chain_sale_pkey;
ALTER TABLE chain_sale ADD PRIMARY KEY (counter, sale_id);

ALTER TABLE chain_shift ADD COLUMN counter text;
UPDATE chain_shift SET counter = till_id;
ALTER TABLE chain_shift ALTER COLUMN counter SET NOT NULL;
ALTER TABLE chain_shift DROP CONSTRAINT chain_shift_pkey;
-- With its opening time: a journal restored from an older backup numbers its next shifts as the lost ones were.
ALTER TABLE chain_shift ADD PRIMARY KEY (counter, shift_id, opened_at);

ALTER TABLE chain_day_close ADD COLUMN counter text;
UPDATE chain_day_close SET counter = till_id;
ALTER TABLE chain_day_close ALTER COLUMN counter SET NOT NULL;
ALTER TABLE chain_day_close DROP CONSTRAINT chain_day_close_pkey;
ALTER TABLE chain_day_close ADD PRIMARY KEY (counter, business_day);

-- The ingest, as in 001 but by the counter: what the counter's earlier ids hold is what this one holds.
CREATE OR REPLACE FUNCTION chain_ingest(batch jsonb)
RETURNS TABLE (acked bigint, stored integer, duplicates integer, conflicts integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  me text := session_user;
  -- The counter this till is (itself, or the till it replaced, and so on back): one history, one numbering.
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

  SELECT count(*) FILTER (WHERE c.payload_hash = o.hash), count(*) FILTER (WHERE c.payload_hash <> o.hash)
    INTO n_duplicates, n_conflicts
    FROM public.chain_offered(batch) o JOIN public.chain_event c ON c.seq = o.seq
      AND c.till_id IN (SELECT x.till_id FROM public.till x WHERE x.counter = my_counter);
  IF n_conflicts > 0 THEN
    INSERT INTO public.chain_conflict (till_id, seq, stored_hash, offered_hash, offered_kind, offered_payload)
      SELECT me, o.seq, c.payload_hash, o.hash, o.kind, o.payload::jsonb
      FROM public.chain_offered(batch) o JOIN public.chain_event c ON c.seq = o.seq
      AND c.till_id IN (SELECT x.till_id FROM public.till x WHERE x.counter = my_counter)
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
    INSERT INTO public.chain_sale AS s (till_id, counter, sale_id, seq, business_day, created_at, updated_at, environment, state, clerk,
        clerk_id, shift, operator_id, operator_name, country_iso, recipient_phone, recipient_email, amount_micros, amount_currency,
        use_local_amount, delivered_micros, delivered_currency, cost_micros, cost_currency, discount_micros, discount_currency, transaction_id,
        error_code, completed_at)
      SELECT DISTINCT ON (c.sale_id) me, my_counter, c.sale_id, c.seq,
        (p->>'business_day')::date, (p->>'created_at')::timestamptz, (p->>'updated_at')::timestamptz, p->>'environment',
        p->>'state', p->>'clerk', p->>'clerk_id', (p->>'shift')::bigint, (p->>'operator_id')::bigint, p->>'operator_name',
        p->>'country_iso', p->>'recipient_phone', p->>'recipient_email', (p->>'amount_micros')::bigint, p->>'amount_currency',
        (p->>'use_local_amount')::int = 1, (p->>'delivered_micros')::bigint, p->>'delivered_currency', (p->>'cost_micros')::bigint, p->>'cost_currency',
        (p->>'discount_micros')::bigint, p->>'discount_currency', (p->>'transaction_id')::bigint, p->>'error_code',
        (p->>'completed_at')::timestamptz
      FROM public.chain_event c, LATERAL (SELECT c.payload->'sale' AS p) sale
      WHERE c.till_id = me AND c.seq > high AND c.seq <= high + n_stored AND c.kind = 'sale'
      ORDER BY c.sale_id, c.seq DESC
    ON CONFLICT (counter, sale_id) DO UPDATE SET
      till_id = EXCLUDED.till_id, seq = EXCLUDED.seq, business_day = EXCLUDED.business_day, updated_at = EXCLUDED.updated_at, state = EXCLUDED.state,
      clerk = EXCLUDED.clerk, clerk_id = EXCLUDED.clerk_id, shift = EXCLUDED.shift, operator_name = EXCLUDED.operator_name,
      amount_micros = EXCLUDED.amount_micros, amount_currency = EXCLUDED.amount_currency,
      delivered_micros = EXCLUDED.delivered_micros, delivered_currency = EXCLUDED.delivered_currency,
      cost_micros = EXCLUDED.cost_micros, cost_currency = EXCLUDED.cost_currency,
      discount_micros = EXCLUDED.discount_micros, discount_currency = EXCLUDED.discount_currency,
      transaction_id = EXCLUDED.transaction_id, error_code = EXCLUDED.error_code, completed_at = EXCLUDED.completed_at
      WHERE s.seq < EXCLUDED.seq;

    INSERT INTO public.chain_shift AS s (till_id, counter, shift_id, seq, business_day, clerk_id, clerk_name, opened_at, float_micros,
        float_currency, closed_at, closed_by, counted, report)
      SELECT DISTINCT ON ((p->>'id')::bigint, (p->>'opened_at')::timestamptz) me, my_counter, (p->>'id')::bigint, c.seq, (p->>'business_day')::date, p->>'clerk_id',
        p->>'clerk_name', (p->>'opened_at')::timestamptz, (p->>'float_micros')::bigint, p->>'float_currency',
        (p->>'closed_at')::timestamptz, p->>'closed_by', p->'counted', p->'report'
      FROM public.chain_event c, LATERAL (SELECT c.payload->'shift' AS p) shift
      WHERE c.till_id = me AND c.seq > high AND c.seq <= high + n_stored AND c.kind = 'shift'
      ORDER BY (p->>'id')::bigint, (p->>'opened_at')::timestamptz, c.seq DESC
    ON CONFLICT (counter, shift_id, opened_at) DO UPDATE SET
      till_id = EXCLUDED.till_id, seq = EXCLUDED.seq, closed_at = EXCLUDED.closed_at, closed_by = EXCLUDED.closed_by, counted = EXCLUDED.counted,
      report = EXCLUDED.report
      WHERE s.seq < EXCLUDED.seq;

    INSERT INTO public.chain_day_close (till_id, counter, business_day, seq, closed_at, summary)
      SELECT DISTINCT ON (p->>'business_day') me, my_counter, (p->>'business_day')::date, c.seq, (p->>'closed_at')::timestamptz, p->'summary'
      FROM public.chain_event c, LATERAL (SELECT c.payload->'day' AS p) day
      WHERE c.till_id = me AND c.seq > high AND c.seq <= high + n_stored AND c.kind = 'day'
      ORDER BY p->>'business_day', c.seq
    ON CONFLICT (counter, business_day) DO NOTHING;
  END IF;

  UPDATE public.till SET last_seq = high + n_stored, last_seen = now(), resent = resent + n_duplicates WHERE till_id = me;
  RETURN QUERY SELECT high + n_stored, n_stored, n_duplicates, (SELECT count(*)::integer FROM public.chain_conflict x JOIN public.till y USING (till_id) WHERE y.counter = my_counter);
END;
$$;

-- Each audit entry once per counter, whichever of its ids sent it (by its id and time: a journal restored from an
-- older backup numbers its next entries as the lost ones were).
CREATE OR REPLACE VIEW chain_audit AS
  SELECT DISTINCT ON (t.counter, (a->>'id')::bigint, e.at) e.till_id, e.seq, e.at, (a->>'business_day')::date AS business_day,
    a->>'action' AS action, a->>'sale_id' AS sale_id, (a->>'shift_id')::bigint AS shift_id, a->>'subject' AS subject,
    a->>'detail' AS detail, a->>'clerk_id' AS clerk_id, a->>'clerk_name' AS clerk_name, a->>'manager_id' AS manager_id,
    a->>'manager_name' AS manager_name, t.counter
  FROM chain_event e JOIN till t USING (till_id) CROSS JOIN LATERAL (SELECT e.payload->'audit') AS x(a)
  WHERE e.kind = 'approval' AND e.payload ? 'audit'
  ORDER BY t.counter, (a->>'id')::bigint, e.at, e.seq;

-- Each counter as the reports name it: its id now (the one not revoked, else the latest enrolled), name and shop.
CREATE VIEW chain_counter AS
  SELECT DISTINCT ON (counter) counter, till_id, name, shop
  FROM till ORDER BY counter, (revoked_at IS NULL) DESC, enrolled_at DESC, till_id DESC;
ALTER VIEW chain_counter OWNER TO chain_owner;
GRANT SELECT ON chain_counter TO chain_reader;
