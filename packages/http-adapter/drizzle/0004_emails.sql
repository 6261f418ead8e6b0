CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"placed_order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "emails_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_placed_order_id_placed_orders_id_fk" FOREIGN KEY ("placed_order_id") REFERENCES "public"."placed_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_due_idx" ON "emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "emails_placed_order_idx" ON "emails" USING btree ("placed_order_id","id");