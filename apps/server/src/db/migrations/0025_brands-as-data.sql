ALTER TABLE "categories" ADD COLUMN "name_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- product.md's three brands as a Bangla reader reads them (the start-up data writes the others').
UPDATE "categories" SET "name_bn" = CASE "id" WHEN '1' THEN 'ইয়ামাহা' WHEN '2' THEN 'বাজাজ' WHEN '3' THEN 'সুজুকি' END
  WHERE "id" IN ('1', '2', '3') AND "name_bn" = '';
