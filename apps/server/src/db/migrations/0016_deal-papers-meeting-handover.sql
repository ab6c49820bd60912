CREATE TABLE "deal_paper_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "handover_code" text;--> statement-breakpoint
UPDATE "deals" SET "handover_code" = lpad((floor(random() * 1000000))::int::text, 6, '0');--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "handover_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "handover_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "chassis_number" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "engine_number" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "meeting_place" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "meeting_times" jsonb;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "meeting_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_paper_photos" ADD CONSTRAINT "deal_paper_photos_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_paper_photos_deal_idx" ON "deal_paper_photos" USING btree ("deal_id","kind");