CREATE TABLE "flashcard" (
	"id" uuid PRIMARY KEY NOT NULL,
	"note_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"front" text NOT NULL,
	"lemma" text,
	"pos" text,
	"translation" text,
	"from_language" text NOT NULL,
	"to_language" text NOT NULL,
	"context" text NOT NULL,
	"line_index" integer NOT NULL,
	"start" real NOT NULL,
	"end" real NOT NULL,
	"second_example" text,
	"teaches" jsonb,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grammar_note" (
	"id" uuid PRIMARY KEY NOT NULL,
	"note_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"point_id" text NOT NULL,
	"language" text NOT NULL,
	"explanation_language" text NOT NULL,
	"title" text NOT NULL,
	"explanation" text NOT NULL,
	"examples" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grammar_story" (
	"id" uuid PRIMARY KEY NOT NULL,
	"grammar_note_id" uuid NOT NULL,
	"text" text NOT NULL,
	"translation" text,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_material" (
	"note_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text,
	"engine" text,
	"slices" jsonb,
	"study_guide" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_event" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"note_id" uuid,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flashcard" ADD CONSTRAINT "flashcard_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard" ADD CONSTRAINT "flashcard_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_note" ADD CONSTRAINT "grammar_note_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_note" ADD CONSTRAINT "grammar_note_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_story" ADD CONSTRAINT "grammar_story_grammar_note_id_grammar_note_id_fk" FOREIGN KEY ("grammar_note_id") REFERENCES "public"."grammar_note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_material" ADD CONSTRAINT "note_material_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_event" ADD CONSTRAINT "usage_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_note" ON "flashcard" USING btree ("note_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_word_once" ON "flashcard" USING btree ("note_id","lemma") WHERE "flashcard"."kind" = 'word';--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_sentence_once" ON "flashcard" USING btree ("note_id","line_index") WHERE "flashcard"."kind" = 'sentence';--> statement-breakpoint
CREATE UNIQUE INDEX "grammar_note_point_once" ON "grammar_note" USING btree ("note_id","point_id");--> statement-breakpoint
CREATE INDEX "usage_event_user_kind" ON "usage_event" USING btree ("user_id","kind","created_at");