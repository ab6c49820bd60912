CREATE TABLE "deal_dispute_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"dispute_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"resolution" text,
	"refund_paisa" bigint,
	"resolution_reason" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deal_dispute_photos" ADD CONSTRAINT "deal_dispute_photos_dispute_id_deal_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."deal_disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_disputes" ADD CONSTRAINT "deal_disputes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_disputes" ADD CONSTRAINT "deal_disputes_opened_by_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_disputes" ADD CONSTRAINT "deal_disputes_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_dispute_photos_dispute_idx" ON "deal_dispute_photos" USING btree ("dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_disputes_deal_unique" ON "deal_disputes" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "deal_disputes_open_idx" ON "deal_disputes" USING btree ("opened_at") WHERE "deal_disputes"."resolved_at" is null;