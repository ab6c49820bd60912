CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"product_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"by" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"state" text NOT NULL,
	"counters_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"bookable_until" timestamp with time zone,
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount_paisa" > 0),
	CONSTRAINT "offers_two_people" CHECK ("offers"."buyer_id" <> "offers"."seller_id"),
	CONSTRAINT "offers_state_check" CHECK ("offers"."state" in ('open', 'accepted', 'declined', 'countered', 'expired', 'withdrawn')),
	CONSTRAINT "offers_by_check" CHECK ("offers"."by" in ('buyer', 'seller')),
	CONSTRAINT "offers_bookable_only_accepted" CHECK (("offers"."state" = 'accepted') = ("offers"."bookable_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_conversation" ON "offers" USING btree ("product_id","buyer_id") WHERE "offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "offers_conversation_idx" ON "offers" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_buyer_product_idx" ON "offers" USING btree ("buyer_id","product_id");--> statement-breakpoint
CREATE INDEX "offers_open_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."state" = 'open';