CREATE TABLE "order_travellers" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"nationality" text,
	"document" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_travellers_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_travellers_position_range" CHECK ("order_travellers"."position" between 0 and 19)
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "traveller_details" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "details_due_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_by" text;--> statement-breakpoint
ALTER TABLE "order_travellers" ADD CONSTRAINT "order_travellers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_traveller_details" CHECK ("places"."traveller_details" in ('none', 'names', 'permit'));--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_details_due_range" CHECK ("places"."details_due_days" between 0 and 60);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_arrival_known" CHECK ("orders"."arrival" in ('checked_in', 'no_show'));