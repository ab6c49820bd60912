CREATE TABLE "stolen_chassis" (
	"chassis_number" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_state_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "chassis_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "engine_number" text;--> statement-breakpoint
ALTER TABLE "stolen_chassis" ADD CONSTRAINT "stolen_chassis_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_chassis_live_unique" ON "products" USING btree ("chassis_number") WHERE "products"."chassis_number" is not null and "products"."state" in ('Available', 'Booked');--> statement-breakpoint
CREATE INDEX "products_chassis_idx" ON "products" USING btree ("chassis_number") WHERE "products"."chassis_number" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_state_check" CHECK ("products"."state" in ('Available', 'Booked', 'Sold', 'Withdrawn', 'Held'));