ALTER TABLE "waitlist_entry" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Entries made before confirmation existed already gave their referral credit at join: they count as confirmed, so a later confirmation cannot credit them twice.
UPDATE "waitlist_entry" SET "confirmed_at" = "created_at";
