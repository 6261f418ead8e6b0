CREATE TABLE "placed_order_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"placed_order_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"mimetype" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placed_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"state" jsonb NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "placed_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_quotes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "placed_order_proofs" ADD CONSTRAINT "placed_order_proofs_placed_order_id_placed_orders_id_fk" FOREIGN KEY ("placed_order_id") REFERENCES "public"."placed_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placed_orders" ADD CONSTRAINT "placed_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_quotes" ADD CONSTRAINT "shared_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placed_order_proofs_line_idx" ON "placed_order_proofs" USING btree ("placed_order_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placed_orders_user_key_idx" ON "placed_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "placed_orders_user_placed_idx" ON "placed_orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "placed_orders_status_idx" ON "placed_orders" USING btree ("status","placed_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends_at_idx" ON "rate_limits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "shared_quotes_order_id_idx" ON "shared_quotes" USING btree ("order_id");