CREATE TABLE "phone_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_via" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text
);
--> statement-breakpoint
CREATE TABLE "phone_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"template" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_id" text,
	"delivery" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_consents" ADD CONSTRAINT "phone_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_consents_current_idx" ON "phone_consents" USING btree ("user_id","channel") WHERE "phone_consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "phone_consents_phone_idx" ON "phone_consents" USING btree ("phone","channel") WHERE "phone_consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_outbox_kind_ref_channel_idx" ON "phone_outbox" USING btree ("kind","ref","channel");--> statement-breakpoint
CREATE INDEX "phone_outbox_unsent_idx" ON "phone_outbox" USING btree ("created_at","id") WHERE "phone_outbox"."status" in ('pending', 'sending', 'failed');--> statement-breakpoint
CREATE INDEX "phone_outbox_due_idx" ON "phone_outbox" USING btree ("next_attempt_at") WHERE "phone_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "phone_outbox_provider_idx" ON "phone_outbox" USING btree ("provider_id") WHERE "phone_outbox"."provider_id" is not null;