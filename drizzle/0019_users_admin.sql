ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_disabled_created_at_idx" ON "users" USING btree ("created_at","id") WHERE "users"."disabled_at" is not null;--> statement-breakpoint
-- hand-written:
-- The Users page searches name, email and phone for any part of them (features/users/list-users.ts):
-- a trigram index answers `like '%…%'` without reading every user.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("name" || ' ' || "email" || ' ' || coalesce("phone", ''))) gin_trgm_ops);
