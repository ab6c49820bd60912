CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"saved_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "listing_alert_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_alert_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"price_from" integer,
	"price_to" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"saved_search_id" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"price_from" integer,
	"price_to" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_matches_once" ON "saved_search_matches" USING btree ("saved_search_id","product_id","kind","price_to");--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "saved_search_matches"."digested_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query" ON "saved_searches" USING btree ("user_id","query");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_token" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
-- Saved-search alerts (ADR 0096): a new available listing, or an asking price lowered by 5 % or more,
-- is recorded for the alert sweep in the transaction that made it, whichever code path wrote it.
-- Nothing is recorded while no saved search has alerts on (bulk seeding stays free).
create or replace function saved_search_listing_events() returns trigger
language plpgsql as $$
begin
  if not exists (select 1 from saved_searches where alerts) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    insert into listing_alert_events (product_id, kind, price_from, price_to)
      select id, 'listed', null, resale_price from new_rows where state = 'Available';
  else
    insert into listing_alert_events (product_id, kind, price_from, price_to)
      select n.id, 'price-drop', o.resale_price, n.resale_price
      from new_rows n join old_rows o on o.id = n.id
      where n.state = 'Available' and n.resale_price::bigint * 100 <= o.resale_price::bigint * 95;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create or replace trigger products_saved_search_insert after insert on products
  referencing new table as new_rows for each statement execute function saved_search_listing_events();
--> statement-breakpoint
create or replace trigger products_saved_search_update after update on products
  referencing old table as old_rows new table as new_rows
  for each statement execute function saved_search_listing_events();
