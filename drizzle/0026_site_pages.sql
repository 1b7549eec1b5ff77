CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"body_en" text NOT NULL,
	"body_bn" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "site_pages_slug" CHECK ("site_pages"."slug" in ('terms', 'privacy', 'refunds'))
);
--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Rendered pages are kept until the catalogue changes (see 0005): a policy page's new text must
-- empty them on every instance, as a new exchange rate does (0016).
CREATE TRIGGER "site_pages_notify_catalog_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
