-- Closed months of events packed (issue 26): a month's events, once no till can still be sending into it, are only the
-- audit trail of what the projections already hold. `chain:maintain --pack-older-than N` packs each month older than N
-- months into one row per till and day (its events as a JSON array, compressed by PostgreSQL, about 30 bytes an event
-- instead of about 230 with their index) and drops the month's partition. Nothing is lost: chain_event_full gives back
-- every event whole from either form, still pinned by its hash, and a till comparing its journal with the centre's copy
-- (a restored backup) is answered from both.

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

-- Packs the months that ended before `keep_months` months ago; answers the months packed (their partitions are gone).
CREATE FUNCTION chain_event_pack_before(keep_months integer) RETURNS SETOF text
LANGUAGE plpgsql SET search_path = pg_catalog, public
AS $$
DECLARE
  part record;
  cutoff timestamptz := (date_trunc('month', now() AT TIME ZONE 'UTC') - keep_months * interval '1 month') AT TIME ZONE 'UTC';
BEGIN
  IF keep_months IS NULL OR keep_months < 1 THEN
    RAISE EXCEPTION 'keep at least the last month of events unpacked' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'public.chain_event'::regclass AND c.relname ~ '^chain_event_\d{4}_\d{2}$'
      AND (to_date(substring(c.relname FROM 13), 'YYYY_MM') + interval '1 month') AT TIME ZONE 'UTC' <= cutoff
    ORDER BY c.relname
  LOOP
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

-- An event whole (007's rule), reading later and earlier events of its sale from either form.
CREATE OR REPLACE FUNCTION chain_event_payload(e public.chain_event) RETURNS jsonb
LANGUAGE sql STABLE SET search_path = pg_catalog, public
AS $$
  SELECT CASE
    WHEN e.kind <> 'sale' THEN e.payload
    WHEN e.payload ? 'whole' THEN e.payload->'whole'
    ELSE (
      SELECT CASE WHEN e.payload ? 'copy' THEN jsonb_build_object('event', 'null'::jsonb, 'sale', st.after)
        ELSE jsonb_build_object('event', coalesce(e.payload->'event', jsonb_build_object(
          'from', CASE WHEN e.payload ? 'from' THEN e.payload->'from' ELSE coalesce(st.before->'state', 'null'::jsonb) END,
          'to', CASE WHEN e.payload ? 'to' THEN e.payload->'to' ELSE st.after->'state' END,
          'reason', coalesce(e.payload->'reason', 'null'::jsonb))), 'sale', st.after) END
      FROM (
        SELECT a.after, CASE WHEN a.earlier THEN a.after || chain_sale_was(e.payload) END AS before
        FROM (
          SELECT chain_sale_payload(s) || coalesce(
              -- The nearest later event's value wins: it is what the sale was just after this one.
              (SELECT jsonb_object_agg(w.key, w.value ORDER BY l.seq DESC) FROM chain_event_any l JOIN till lt ON lt.till_id = l.till_id,
                 LATERAL jsonb_each(chain_sale_was(l.payload)) w
               WHERE lt.counter = t.counter AND l.sale_id = e.sale_id AND l.kind = 'sale' AND l.seq > e.seq), '{}'::jsonb) AS after,
            EXISTS (SELECT 1 FROM chain_event_any l JOIN till lt ON lt.till_id = l.till_id
                    WHERE lt.counter = t.counter AND l.sale_id = e.sale_id AND l.kind = 'sale' AND l.seq < e.seq) AS earlier
          FROM till t JOIN chain_sale s ON s.counter = t.counter AND s.sale_id = e.sale_id WHERE t.till_id = e.till_id
        ) a
      ) st)
  END
$$;

CREATE OR REPLACE VIEW chain_event_full AS
  SELECT e.till_id, e.seq, e.sale_id, e.kind, e.at, chain_event_payload(ROW(e.till_id, e.seq, e.sale_id, e.kind, e.at, e.payload, e.payload_hash)::public.chain_event) AS payload, e.payload_hash FROM chain_event_any e;

-- The audit view over both forms.
CREATE OR REPLACE VIEW chain_audit AS
  SELECT DISTINCT ON (t.counter, (a->>'id')::bigint, e.at) e.till_id, e.seq, e.at, (a->>'business_day')::date AS business_day,
    a->>'action' AS action, a->>'sale_id' AS sale_id, (a->>'shift_id')::bigint AS shift_id, a->>'subject' AS subject,
    a->>'detail' AS detail, a->>'clerk_id' AS clerk_id, a->>'clerk_name' AS clerk_name, a->>'manager_id' AS manager_id,
    a->>'manager_name' AS manager_name, t.counter
  FROM chain_event_any e JOIN till t USING (till_id) CROSS JOIN LATERAL (SELECT e.payload->'audit') AS x(a)
  WHERE e.kind = 'approval' AND e.payload ? 'audit'
  ORDER BY t.counter, (a->>'id')::bigint, e.at, e.seq;

-- A till comparing its journal with the centre's copy is answered from packed months too: only the packed rows whose
-- range holds an offered seq are opened.
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
    WITH offered AS (SELECT * FROM public.chain_offered(batch)),
    mine_tills AS (SELECT x.till_id FROM public.till x WHERE x.counter = mine),
    held AS (
      SELECT c.seq, c.payload_hash FROM public.chain_event c JOIN offered o ON c.seq = o.seq WHERE c.till_id IN (SELECT till_id FROM mine_tills)
      UNION ALL
      SELECT (e->>0)::bigint, substring(p.hashes FROM (i - 1)::int * 16 + 1 FOR 16)
      FROM public.chain_event_packed p CROSS JOIN LATERAL jsonb_array_elements(p.packed::jsonb) WITH ORDINALITY AS x(e, i)
      WHERE (p.till_id, p.first_seq) IN (SELECT q.till_id, q.first_seq FROM public.chain_event_packed q JOIN offered o ON o.seq BETWEEN q.first_seq AND q.last_seq
                                         WHERE q.till_id IN (SELECT till_id FROM mine_tills))
        AND (e->>0)::bigint IN (SELECT o.seq FROM offered o)
    )
    SELECT o.seq, h.payload_hash = o.hash FROM offered o JOIN held h ON h.seq = o.seq ORDER BY o.seq;
END;
$$;
