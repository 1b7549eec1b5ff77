-- Every change to the catalogue (places, divisions) notifies 'catalog_changed' when its
-- transaction commits, whoever makes it: each server instance listens and drops its cached
-- catalogue answers (src/server/features/catalog/catalog-cache.ts).
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER places_notify_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON places
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER divisions_notify_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON divisions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
