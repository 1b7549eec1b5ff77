CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"mail_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_replies_idempotency_idx" ON "contact_replies" USING btree ("message_id","idempotency_key") WHERE "contact_replies"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."archived_at" is null and "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_handled_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."archived_at" is null and "contact_messages"."handled_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_archived_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at","id") WHERE "mail_outbox"."status" in ('pending', 'sending', 'failed');--> statement-breakpoint
-- hand-written:
-- The Messages page's search (?q=) looks for a piece of text anywhere in a message's name,
-- email and text: a trigram index answers `ILIKE '%…%'` over that same expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages"
  USING gin (("name" || ' ' || "email" || ' ' || "message") gin_trgm_ops);
