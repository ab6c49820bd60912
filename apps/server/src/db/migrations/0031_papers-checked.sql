CREATE TABLE "paper_check_photos" (
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_check_photos_product_id_kind_pk" PRIMARY KEY("product_id","kind")
);
--> statement-breakpoint
CREATE TABLE "paper_checks" (
	"product_id" text PRIMARY KEY NOT NULL,
	"state" text,
	"owner_name" text,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "paper_check_photos" ADD CONSTRAINT "paper_check_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_checks" ADD CONSTRAINT "paper_checks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_checks" ADD CONSTRAINT "paper_checks_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_checks_pending_idx" ON "paper_checks" USING btree ("submitted_at") WHERE "paper_checks"."state" = 'Pending';--> statement-breakpoint
CREATE INDEX "paper_checks_approved_idx" ON "paper_checks" USING btree ("product_id") WHERE "paper_checks"."state" = 'Approved';--> statement-breakpoint
-- "Papers checked" shows on every card (ADR 0362): an admin's decision bumps the listing versions, as
-- a seller's rating does (migration 0001's function, its "else" branch), so no cached page is stale.
create or replace trigger paper_checks_listing_version after insert or update on paper_checks
  for each statement execute function catalog_bump_listing_versions();
