-- hand-written:
-- A departure added, deleted, or its date, capacity, price, state or seats taken changed,
-- notifies 'departures_changed' when the transaction commits: every server instance drops its
-- tours' upcoming departures (src/server/caches/departures-cache.ts). Seats taken are kept on
-- the row by the orders trigger (0009), so every booking, payment, cancellation, deletion or
-- expiry that moves a seat notifies too, through that trigger's UPDATE. One NOTIFY a statement
-- (and PostgreSQL folds a transaction's identical ones into one).
CREATE FUNCTION notify_departures_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('departures_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER departures_notify_changed
  AFTER INSERT OR UPDATE OF tour_id, date, capacity, price_cents, state, seats_taken OR DELETE OR TRUNCATE
  ON departures FOR EACH STATEMENT EXECUTE FUNCTION notify_departures_changed();
