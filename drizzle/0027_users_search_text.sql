ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."name" || ' ' || "users"."email" || ' ' || coalesce("users"."phone", ''))) STORED;--> statement-breakpoint
-- hand-written: the Users page's trigram index moves from the expression (0019) to the column
-- that stores it (src/server/db/schema/auth.ts, searchText), under the same name. pg_trgm is
-- there since 0018; created again so this file stands on its own.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
