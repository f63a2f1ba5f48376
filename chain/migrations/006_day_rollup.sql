-- Each business day's sales per counter, operator, clerk and currencies, by where their money stands, kept on
-- ingest by a trigger on chain_sale (the projection every batch writes): a day's or a month's report reads these few
-- rows instead of every sale (issue 26). A sale moving from one standing to another (processing → succeeded, then a
-- refund) leaves its old row and joins its new one in the same transaction as its event.

-- Where a sale's money stands, as the till's own rule says (src/shared/sale-money.ts; a test keeps the two equal).
CREATE FUNCTION chain_money_standing(state text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT SET search_path = pg_catalog
AS $$
  SELECT CASE
    WHEN state = 'succeeded' THEN 'delivered'
    WHEN state IN ('refunded', 'failed', 'cancelled') THEN 'handedBack'
    ELSE 'pending'
  END
$$;

CREATE TABLE chain_day_rollup (
  business_day date NOT NULL,
  counter text NOT NULL,
  operator_id bigint NOT NULL,
  clerk text NOT NULL,
  standing text NOT NULL CHECK (standing IN ('delivered', 'pending', 'handedBack')),
  amount_currency text NOT NULL,
  -- '' where a sale has none (only a delivered sale carries what the phone received, the cost and the discount).
  delivered_currency text NOT NULL,
  cost_currency text NOT NULL,
  discount_currency text NOT NULL,
  sales bigint NOT NULL,
  amount_micros numeric NOT NULL,
  delivered_micros numeric NOT NULL,
  cost_micros numeric NOT NULL,
  discount_micros numeric NOT NULL,
  -- As the latest sale of the row named them.
  operator_name text NOT NULL,
  country_iso text NOT NULL,
  PRIMARY KEY (business_day, counter, operator_id, clerk, standing, amount_currency, delivered_currency, cost_currency, discount_currency)
);

-- Adds (sign 1) or takes away (sign -1) one sale's share; a row no sale is left in goes.
CREATE FUNCTION chain_day_rollup_add(s public.chain_sale, sign integer) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, public
AS $$
DECLARE
  key_standing text := public.chain_money_standing(s.state);
BEGIN
  INSERT INTO public.chain_day_rollup AS r (business_day, counter, operator_id, clerk, standing, amount_currency, delivered_currency,
      cost_currency, discount_currency, sales, amount_micros, delivered_micros, cost_micros, discount_micros, operator_name, country_iso)
    VALUES (s.business_day, s.counter, s.operator_id, s.clerk, key_standing, s.amount_currency, coalesce(s.delivered_currency, ''),
      coalesce(s.cost_currency, ''), coalesce(s.discount_currency, ''), sign, sign * s.amount_micros, sign * coalesce(s.delivered_micros, 0),
      sign * coalesce(s.cost_micros, 0), sign * coalesce(s.discount_micros, 0), s.operator_name, s.country_iso)
  ON CONFLICT (business_day, counter, operator_id, clerk, standing, amount_currency, delivered_currency, cost_currency, discount_currency)
  DO UPDATE SET sales = r.sales + EXCLUDED.sales, amount_micros = r.amount_micros + EXCLUDED.amount_micros,
    delivered_micros = r.delivered_micros + EXCLUDED.delivered_micros, cost_micros = r.cost_micros + EXCLUDED.cost_micros,
    discount_micros = r.discount_micros + EXCLUDED.discount_micros,
    operator_name = CASE WHEN sign > 0 THEN EXCLUDED.operator_name ELSE r.operator_name END,
    country_iso = CASE WHEN sign > 0 THEN EXCLUDED.country_iso ELSE r.country_iso END;
  IF sign < 0 THEN
    DELETE FROM public.chain_day_rollup r
      WHERE (r.business_day, r.counter, r.operator_id, r.clerk, r.standing, r.amount_currency, r.delivered_currency, r.cost_currency, r.discount_currency)
        = (s.business_day, s.counter, s.operator_id, s.clerk, key_standing, s.amount_currency, coalesce(s.delivered_currency, ''),
           coalesce(s.cost_currency, ''), coalesce(s.discount_currency, ''))
        AND r.sales = 0;
  END IF;
END;
$$;

CREATE FUNCTION chain_day_rollup_follow() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM public.chain_day_rollup_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM public.chain_day_rollup_add(NEW, 1); END IF;
  RETURN NULL;
END;
$$;

-- After the money rule's BEFORE trigger (003): the row as chain_sale keeps it is what is counted.
CREATE TRIGGER chain_day_rollup AFTER INSERT OR UPDATE OR DELETE ON chain_sale FOR EACH ROW EXECUTE FUNCTION chain_day_rollup_follow();

-- The sales already here.
INSERT INTO chain_day_rollup (business_day, counter, operator_id, clerk, standing, amount_currency, delivered_currency, cost_currency,
    discount_currency, sales, amount_micros, delivered_micros, cost_micros, discount_micros, operator_name, country_iso)
  SELECT business_day, counter, operator_id, clerk, chain_money_standing(state), amount_currency, coalesce(delivered_currency, ''),
    coalesce(cost_currency, ''), coalesce(discount_currency, ''), count(*), sum(amount_micros), coalesce(sum(delivered_micros), 0),
    coalesce(sum(cost_micros), 0), coalesce(sum(discount_micros), 0), max(operator_name), max(country_iso)
  FROM chain_sale
  GROUP BY business_day, counter, operator_id, clerk, chain_money_standing(state), amount_currency, coalesce(delivered_currency, ''),
    coalesce(cost_currency, ''), coalesce(discount_currency, '');

ALTER TABLE chain_day_rollup OWNER TO chain_owner;
ALTER FUNCTION chain_money_standing(text) OWNER TO chain_owner;
ALTER FUNCTION chain_day_rollup_add(public.chain_sale, integer) OWNER TO chain_owner;
ALTER FUNCTION chain_day_rollup_follow() OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_day_rollup_add(public.chain_sale, integer) FROM PUBLIC;
REVOKE ALL ON FUNCTION chain_day_rollup_follow() FROM PUBLIC;
GRANT SELECT ON chain_day_rollup TO chain_reader;
