CREATE TABLE "provider_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"placed_order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"made_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_refunds_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_certificate" text;--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_placed_order_id_placed_orders_id_fk" FOREIGN KEY ("placed_order_id") REFERENCES "public"."placed_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_refunds_due_idx" ON "provider_refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "provider_refunds_placed_order_idx" ON "provider_refunds" USING btree ("placed_order_id");