CREATE INDEX "orders_overview_idx" ON "orders" USING btree ("created_at","tour_id","paid_cents","refunded_cents","travellers") WHERE "orders"."paid_cents" > 0;--> statement-breakpoint
CREATE INDEX "payments_overview_idx" ON "payments" USING btree ("created_at","kind","status","amount_cents");--> statement-breakpoint
-- hand-written:
-- An order added, its money changed (paid_cents and refunded_cents change with every payment,
-- refund and failed refund, in the ledger row's transaction), its plan or date changed, or
-- orders deleted, notifies 'money_changed' when the transaction commits: every server instance
-- drops the overview's sums (src/server/caches/overview-cache.ts).
CREATE FUNCTION notify_money_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('money_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_notify_money_changed
  AFTER INSERT OR UPDATE OF paid_cents, refunded_cents, tour_id, created_at OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_money_changed();
