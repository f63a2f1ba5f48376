-- A till's journal that goes back in time (restored from an older backup, or moved to a new PC from one) agrees with
-- the centre on one rule (issue 26), instead of parking its new entries as conflicts: before it sends, it asks where
-- the centre's copy of its counter's log ends (chain_position) and whether the entries it has not seen acknowledged are
-- the centre's (chain_compare). From the first that differs (or, all alike, from what follows its own last) the till
-- numbers its entries after the centre's last seq, and says so (chain_rewound): every real sale is in chain_sale once —
-- the ones the restored journal lacks stay where they are, reported, and the ones it made since follow them.

-- Each time a till's journal was found behind the centre, and what the centre keeps that the journal does not have.
CREATE TABLE chain_rewind (
  id bigserial PRIMARY KEY,
  till_id text NOT NULL REFERENCES till,
  counter text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  -- The centre's last seq of the counter then: its entries from_seq..centre_last are not in the journal.
  centre_last bigint NOT NULL,
  -- The first of the journal's entries numbered after centre_last (its own number then), and its last entry then.
  from_seq bigint NOT NULL,
  journal_last bigint NOT NULL
);
CREATE INDEX chain_rewind_by_time ON chain_rewind (at);
ALTER TABLE chain_rewind OWNER TO chain_owner;

-- The till of the session, enrolled and not revoked, locked for the rest of its transaction; or an error.
CREATE FUNCTION chain_session_till(OUT till_id text, OUT counter text, OUT last_seq bigint)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
AS $$
BEGIN
  SELECT t.till_id, t.counter, t.last_seq INTO till_id, counter, last_seq FROM public.till t
    WHERE t.till_id = session_user AND t.revoked_at IS NULL FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'role % is not an enrolled till of this chain', session_user USING ERRCODE = 'insufficient_privilege';
  END IF;
END;
$$;

-- Where the centre's copy of this till's counter's log ends.
CREATE FUNCTION chain_position() RETURNS bigint
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
AS $$ SELECT last_seq FROM public.chain_session_till() $$;

-- For each offered entry the centre holds (by its counter and seq): whether it holds it as offered. Reads nothing else.
CREATE FUNCTION chain_compare(batch jsonb) RETURNS TABLE (seq bigint, same boolean)
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
    SELECT o.seq, c.payload_hash = o.hash FROM public.chain_offered(batch) o
    JOIN public.chain_event c ON c.seq = o.seq AND c.till_id IN (SELECT x.till_id FROM public.till x WHERE x.counter = mine)
    ORDER BY o.seq;
END;
$$;

-- The till's journal was behind: its entries from `from_seq` on follow the centre's last seq from now. Recorded once
-- per finding, with the centre's last seq as it is now.
CREATE FUNCTION chain_rewound(from_seq bigint, journal_last bigint) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
AS $$
DECLARE
  me record;
BEGIN
  SELECT * INTO me FROM public.chain_session_till();
  IF from_seq IS NULL OR from_seq < 1 OR journal_last IS NULL OR journal_last < from_seq - 1 THEN
    RAISE EXCEPTION 'a rewind names the first entry renumbered and the journal''s last' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  INSERT INTO public.chain_rewind (till_id, counter, centre_last, from_seq, journal_last)
    VALUES (me.till_id, me.counter, me.last_seq, from_seq, journal_last);
  RETURN me.last_seq;
END;
$$;

ALTER FUNCTION chain_session_till() OWNER TO chain_owner;
ALTER FUNCTION chain_position() OWNER TO chain_owner;
ALTER FUNCTION chain_compare(jsonb) OWNER TO chain_owner;
ALTER FUNCTION chain_rewound(bigint, bigint) OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_session_till() FROM PUBLIC;
REVOKE ALL ON FUNCTION chain_position() FROM PUBLIC;
REVOKE ALL ON FUNCTION chain_compare(jsonb) FROM PUBLIC;
REVOKE ALL ON FUNCTION chain_rewound(bigint, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION chain_position() TO chain_till;
GRANT EXECUTE ON FUNCTION chain_compare(jsonb) TO chain_till;
GRANT EXECUTE ON FUNCTION chain_rewound(bigint, bigint) TO chain_till;
GRANT SELECT ON chain_rewind TO chain_reader;
