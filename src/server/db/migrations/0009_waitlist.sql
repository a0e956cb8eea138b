CREATE TABLE "waitlist_entry" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entry_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_referral_id" uuid,
	"referral_count" integer DEFAULT 0 NOT NULL,
	"priority" bigint GENERATED ALWAYS AS (seq - 5 * referral_count) STORED NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"whitelisted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_from_referral_id_waitlist_entry_id_fk" FOREIGN KEY ("from_referral_id") REFERENCES "public"."waitlist_entry"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entry_email" ON "waitlist_entry" USING btree ("email");--> statement-breakpoint
CREATE INDEX "waitlist_entry_queue" ON "waitlist_entry" USING btree ("status","priority","seq");