CREATE TABLE "plan_images" (
	"place_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"upload_id" text NOT NULL,
	"alt" text,
	"alt_bn" text,
	CONSTRAINT "plan_images_place_id_position_pk" PRIMARY KEY("place_id","position")
);
--> statement-breakpoint
CREATE TABLE "upload_variants" (
	"upload_id" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	CONSTRAINT "upload_variants_upload_id_format_width_pk" PRIMARY KEY("upload_id","format","width")
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "plan_images" ADD CONSTRAINT "plan_images_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_images" ADD CONSTRAINT "plan_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_variants" ADD CONSTRAINT "upload_variants_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_images_upload_id_idx" ON "plan_images" USING btree ("upload_id");--> statement-breakpoint
-- hand-written:
-- A plan's pictures are part of the catalogue: a change to them empties every instance's cached
-- answers, as one to places does (drizzle/0005_catalog_notify.sql).
CREATE TRIGGER plan_images_notify_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
