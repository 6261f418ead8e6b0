CREATE TABLE "order_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"placed_order_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_links_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "placed_order_grants" (
	"user_id" text NOT NULL,
	"placed_order_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "placed_order_grants_user_id_placed_order_id_pk" PRIMARY KEY("user_id","placed_order_id")
);
--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_placed_order_id_placed_orders_id_fk" FOREIGN KEY ("placed_order_id") REFERENCES "public"."placed_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placed_order_grants" ADD CONSTRAINT "placed_order_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placed_order_grants" ADD CONSTRAINT "placed_order_grants_placed_order_id_placed_orders_id_fk" FOREIGN KEY ("placed_order_id") REFERENCES "public"."placed_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_links_placed_order_idx" ON "order_links" USING btree ("placed_order_id");--> statement-breakpoint
CREATE INDEX "order_links_expires_at_idx" ON "order_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "placed_order_grants_placed_order_idx" ON "placed_order_grants" USING btree ("placed_order_id");