CREATE TABLE "conversation_digests" (
	"conversation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"mailed_at" timestamp with time zone,
	"pending_at" timestamp with time zone,
	CONSTRAINT "conversation_digests_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_presence" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_digests" ADD CONSTRAINT "conversation_digests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_digests" ADD CONSTRAINT "conversation_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_presence" ADD CONSTRAINT "conversation_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;