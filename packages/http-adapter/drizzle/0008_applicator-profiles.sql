CREATE TABLE "applicator_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"core_size_in" integer NOT NULL,
	"max_outside_diameter_in" double precision NOT NULL,
	"max_label_width_in" double precision NOT NULL,
	"unwind_direction_id" integer NOT NULL,
	"min_gap_in" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicator_profiles" ADD CONSTRAINT "applicator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicator_profiles_user_id_idx" ON "applicator_profiles" USING btree ("user_id");