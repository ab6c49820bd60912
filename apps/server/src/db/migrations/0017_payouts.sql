CREATE TABLE "payables" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"batch_id" text,
	"provider" text,
	"reference" text,
	"provider_ref" text,
	"paid_to" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"settled_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payables_amount" CHECK ("payables"."amount_paisa" >= 0),
	CONSTRAINT "payables_paid" CHECK ("payables"."state" <> 'paid' or ("payables"."reference" is not null and "payables"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"account_name" text NOT NULL,
	"wallet_number" text,
	"account_number" text,
	"bank_name" text,
	"branch_routing" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"created_by" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payables_deal_unique" ON "payables" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "payables_seller_idx" ON "payables" USING btree ("seller_id","completed_at");--> statement-breakpoint
CREATE INDEX "payables_open_idx" ON "payables" USING btree ("due_at") WHERE "payables"."state" <> 'paid';--> statement-breakpoint
CREATE INDEX "payables_batch_idx" ON "payables" USING btree ("batch_id");