-- The projection a report reads holds a sale's money as the till's money rule shows it (src/shared/sale-money.ts):
-- what the phone received, what the account paid and the discount earned only for a sale that went through. The
-- service's record of a refund may still carry a delivered amount and a discount; the event that brought it keeps it
-- (chain_event), but no report, and no owner reading chain_sale, may count money that never moved.
CREATE FUNCTION chain_sale_money() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state <> 'succeeded' THEN
    NEW.delivered_micros := NULL;
    NEW.delivered_currency := NULL;
    NEW.cost_micros := NULL;
    NEW.cost_currency := NULL;
    NEW.discount_micros := NULL;
    NEW.discount_currency := NULL;
  END IF;
  RETURN NEW;
END $$;
ALTER FUNCTION chain_sale_money() OWNER TO chain_owner;
REVOKE ALL ON FUNCTION chain_sale_money() FROM PUBLIC;

CREATE TRIGGER chain_sale_money BEFORE INSERT OR UPDATE ON chain_sale FOR EACH ROW EXECUTE FUNCTION chain_sale_money();

-- The sales already here, as the rule has them.
UPDATE chain_sale SET delivered_micros = NULL WHERE state <> 'succeeded';
