CREATE TABLE "note" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"video_id" text,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"translation_language" text,
	"source" text NOT NULL,
	"start_at" integer DEFAULT 0 NOT NULL,
	"end_at" integer DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"generation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_generation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"video_id" text NOT NULL,
	"type" text NOT NULL,
	"start_at" integer DEFAULT 0 NOT NULL,
	"learning_language" text NOT NULL,
	"native_language" text NOT NULL,
	"study_guide" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text,
	"note_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript" (
	"id" uuid PRIMARY KEY NOT NULL,
	"video_id" text NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_translation" (
	"transcript_id" uuid NOT NULL,
	"language" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video" (
	"video_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"length_seconds" integer NOT NULL,
	"spoken_language" text,
	"caption_tracks" jsonb NOT NULL,
	"translation_languages" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "note" ADD CONSTRAINT "note_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_generation" ADD CONSTRAINT "note_generation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript" ADD CONSTRAINT "transcript_video_id_video_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."video"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_translation" ADD CONSTRAINT "transcript_translation_transcript_id_transcript_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcript"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_user_id_id" ON "note" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "note_one_per_generation" ON "note" USING btree ("generation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "note_generation_running" ON "note_generation" USING btree ("user_id","video_id","type","start_at") WHERE "note_generation"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_video_language_kind" ON "transcript" USING btree ("video_id","language","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_translation_pk" ON "transcript_translation" USING btree ("transcript_id","language");