ALTER TABLE "products" ADD COLUMN "registration_year" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "engine_cc" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "previous_owners" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_token_until" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "registration_papers" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_facts_sane" CHECK (("products"."engine_cc" is null or "products"."engine_cc" > 0) and ("products"."previous_owners" is null or "products"."previous_owners" >= 0));