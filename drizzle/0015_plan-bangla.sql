ALTER TABLE "divisions" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "image_alt_bn" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "image_alt_bn" text;--> statement-breakpoint
-- The eight divisions' Bangla names, for catalogues seeded before there were any (a new demo
-- seed writes them itself). Their pages keep the English name in the address.
UPDATE "divisions" SET "name_bn" = CASE lower("name")
  WHEN 'dhaka' THEN 'ঢাকা'
  WHEN 'chattogram' THEN 'চট্টগ্রাম'
  WHEN 'khulna' THEN 'খুলনা'
  WHEN 'rajshahi' THEN 'রাজশাহী'
  WHEN 'barishal' THEN 'বরিশাল'
  WHEN 'sylhet' THEN 'সিলেট'
  WHEN 'rangpur' THEN 'রংপুর'
  WHEN 'mymensingh' THEN 'ময়মনসিংহ'
END WHERE "name_bn" IS NULL;
