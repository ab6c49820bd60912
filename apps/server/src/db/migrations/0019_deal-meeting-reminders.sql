ALTER TABLE "deals" ADD COLUMN "evening_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "soon_reminder_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deals_evening_reminder_idx" ON "deals" USING btree ("evening_reminder_at") WHERE "deals"."evening_reminder_at" is not null;--> statement-breakpoint
CREATE INDEX "deals_soon_reminder_idx" ON "deals" USING btree ("soon_reminder_at") WHERE "deals"."soon_reminder_at" is not null;