CREATE TABLE "product_photos" (
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "product_photos_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_photos_position_range" CHECK ("product_photos"."position" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_photos_url_once" ON "product_photos" USING btree ("product_id","url");