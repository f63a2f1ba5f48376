-- The tills' audit trails (a till's migration 12): every action on money, a PIN, a clerk or the settings, with who
-- was signed in and which manager allowed it. They travel under the log's kind 'approval' (the till's log kept its
-- kinds), their payload keyed 'audit' where the approvals of older tills say 'approval'. Few rows a day: read where
-- they are, through this view, not copied into a table of their own. A till that leaves its chain and joins it again
-- sends its trail again: each entry (by its id in the till's journal) is shown once, as first sent.
CREATE VIEW chain_audit AS
  SELECT DISTINCT ON (e.till_id, (a->>'id')::bigint) e.till_id, e.seq, e.at, (a->>'business_day')::date AS business_day,
    a->>'action' AS action, a->>'sale_id' AS sale_id, (a->>'shift_id')::bigint AS shift_id, a->>'subject' AS subject,
    a->>'detail' AS detail, a->>'clerk_id' AS clerk_id, a->>'clerk_name' AS clerk_name, a->>'manager_id' AS manager_id,
    a->>'manager_name' AS manager_name
  FROM chain_event e CROSS JOIN LATERAL (SELECT e.payload->'audit') AS t(a)
  WHERE e.kind = 'approval' AND e.payload ? 'audit'
  ORDER BY e.till_id, (a->>'id')::bigint, e.seq;
ALTER VIEW chain_audit OWNER TO chain_owner;
GRANT SELECT ON chain_audit TO chain_reader;
