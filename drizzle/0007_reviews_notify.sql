-- Testimonials are public content cached with the catalogue: a change to reviews empties the
-- same caches (see 0005).
CREATE TRIGGER reviews_notify_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
