CREATE TABLE "phone_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts_left" integer NOT NULL,
	"job_id" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_attempts_check" CHECK ("phone_codes"."attempts_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "phone_proofs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"proven_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"phone_required" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_settings_one_row" CHECK ("verification_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_proofs" ADD CONSTRAINT "phone_proofs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_proofs_phone_unique" ON "phone_proofs" USING btree ("phone");