CREATE TABLE "playlist" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text,
	"language" text NOT NULL,
	"level" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_item" (
	"id" uuid PRIMARY KEY NOT NULL,
	"playlist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"note_id" uuid,
	"video_id" text,
	"start_at" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "note" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "playlist" ADD CONSTRAINT "playlist_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_item" ADD CONSTRAINT "playlist_item_playlist_id_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_item" ADD CONSTRAINT "playlist_item_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_library" ON "playlist" USING btree ("language","position","id") WHERE "playlist"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "playlist_owner" ON "playlist" USING btree ("owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_seed_key" ON "playlist" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "playlist_item_order" ON "playlist_item" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_item_one_note" ON "playlist_item" USING btree ("playlist_id","note_id");--> statement-breakpoint
CREATE INDEX "playlist_item_note" ON "playlist_item" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "note_shared_by_language" ON "note" USING btree ("language","id") WHERE "note"."shared_at" is not null;