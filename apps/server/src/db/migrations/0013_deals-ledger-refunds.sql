CREATE TABLE "deal_events" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "deal_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "deal_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"deal_id" text,
	"buyer_id" text NOT NULL,
	"reason" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"bank_tran_id" text,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "deal_refunds_positive" CHECK ("deal_refunds"."amount_paisa" > 0 and "deal_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"product_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"payment_kind" text DEFAULT 'full' NOT NULL,
	"price_paisa" bigint NOT NULL,
	"held_paisa" bigint NOT NULL,
	"refund_due_paisa" bigint DEFAULT 0 NOT NULL,
	"refund_settled_paisa" bigint DEFAULT 0 NOT NULL,
	"commission_basis_points" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"bank_tran_id" text,
	"currency" text NOT NULL,
	"charged_minor" integer NOT NULL,
	"handover_due_at" timestamp with time zone NOT NULL,
	"handed_over_at" timestamp with time zone,
	"inspection_ends_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_amounts" CHECK ("deals"."held_paisa" > 0 and "deals"."held_paisa" <= "deals"."price_paisa"
      and "deals"."refund_due_paisa" between 0 and "deals"."held_paisa"
      and "deals"."refund_settled_paisa" between 0 and "deals"."refund_due_paisa")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"movement_key" text NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"deal_id" text,
	"seller_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_refunds" ADD CONSTRAINT "deal_refunds_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_refunds" ADD CONSTRAINT "deal_refunds_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_events_once" ON "deal_events" USING btree ("deal_id","key");--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_refunds_key_unique" ON "deal_refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "deal_refunds_deal_idx" ON "deal_refunds" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_booking_unique" ON "deals" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_payment_unique" ON "deals" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "deals_buyer_idx" ON "deals" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_seller_idx" ON "deals" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_handover_due_idx" ON "deals" USING btree ("handover_due_at") WHERE "deals"."state" in ('held', 'papers_shared');--> statement-breakpoint
CREATE INDEX "deals_inspection_idx" ON "deals" USING btree ("inspection_ends_at") WHERE "deals"."state" = 'handed_over';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once" ON "ledger_entries" USING btree ("movement_key","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_deal_idx" ON "ledger_entries" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_refunds_key_unique" ON "provider_refunds" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE INDEX "provider_refunds_payment_idx" ON "provider_refunds" USING btree ("payment_ref");