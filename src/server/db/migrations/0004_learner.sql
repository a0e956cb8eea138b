-- Trigram indexes find partial words in saved words and sentences (pg_trgm is a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The text-search configuration of a language code (pt-BR -> portuguese); languages without a stemmer get 'simple'.
-- Declared IMMUTABLE so generated search columns can use it: the mapping never changes.
CREATE OR REPLACE FUNCTION lc_ts_config(lang text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE split_part(lower(coalesce(lang, '')), '-', 1)
    WHEN 'en' THEN 'english' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german' WHEN 'es' THEN 'spanish'
    WHEN 'it' THEN 'italian' WHEN 'pt' THEN 'portuguese' WHEN 'nl' THEN 'dutch' WHEN 'ru' THEN 'russian'
    WHEN 'sv' THEN 'swedish' WHEN 'da' THEN 'danish' WHEN 'fi' THEN 'finnish' WHEN 'no' THEN 'norwegian'
    WHEN 'nb' THEN 'norwegian' WHEN 'hu' THEN 'hungarian' WHEN 'ro' THEN 'romanian' WHEN 'tr' THEN 'turkish'
    WHEN 'el' THEN 'greek' WHEN 'id' THEN 'indonesian' WHEN 'ar' THEN 'arabic' WHEN 'ca' THEN 'catalan'
    WHEN 'ga' THEN 'irish' WHEN 'lt' THEN 'lithuanian' WHEN 'hi' THEN 'hindi' WHEN 'ta' THEN 'tamil'
    WHEN 'ne' THEN 'nepali' WHEN 'sr' THEN 'serbian' WHEN 'eu' THEN 'basque' WHEN 'hy' THEN 'armenian'
    WHEN 'yi' THEN 'yiddish' ELSE 'simple' END)::regconfig
$$;--> statement-breakpoint
CREATE TABLE "note_lexicon" (
	"note_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_word" (
	"note_id" uuid NOT NULL,
	"lemma" text NOT NULL,
	"occurrences" integer NOT NULL,
	CONSTRAINT "note_word_note_id_lemma_pk" PRIMARY KEY("note_id","lemma")
);
--> statement-breakpoint
CREATE TABLE "quiz_result" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"note_id" uuid,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_card" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"vocab_id" uuid,
	"sentence_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"due" timestamp with time zone DEFAULT now() NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_card_one_item" CHECK (("review_card"."vocab_id" is null) <> ("review_card"."sentence_id" is null))
);
--> statement-breakpoint
CREATE TABLE "review_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"review" timestamp with time zone NOT NULL,
	"card_before" jsonb NOT NULL,
	"status_before" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sentence" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"meaning" text,
	"translation_language" text NOT NULL,
	"note_id" uuid,
	"line_index" integer,
	"start" real,
	"end" real,
	"yt_id" text,
	"is_saved" boolean DEFAULT true NOT NULL,
	"saved_at" timestamp with time zone,
	"text_key" text GENERATED ALWAYS AS (md5(lower(regexp_replace(btrim(text), '\s+', ' ', 'g')))) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(lc_ts_config(language), text), 'A') || setweight(to_tsvector(lc_ts_config(translation_language), coalesce(meaning, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_vocab" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"lemma" text NOT NULL,
	"word" text NOT NULL,
	"pos" text,
	"translation" text,
	"translation_language" text NOT NULL,
	"status" text DEFAULT 'learning' NOT NULL,
	"learning_level" smallint,
	"is_saved" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(lc_ts_config(language), word || ' ' || lemma), 'A') || setweight(to_tsvector(lc_ts_config(translation_language), coalesce(translation, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_vocab_status" CHECK ("user_vocab"."status" in ('new', 'learning', 'known', 'ignored')),
	CONSTRAINT "user_vocab_level" CHECK (case when "user_vocab"."status" = 'learning' then coalesce("user_vocab"."learning_level" between 1 and 4, false) else "user_vocab"."learning_level" is null end)
);
--> statement-breakpoint
CREATE TABLE "vocab_context" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vocab_id" uuid NOT NULL,
	"note_id" uuid,
	"line_index" integer,
	"start" real,
	"end" real,
	"yt_id" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "desired_retention" double precision DEFAULT 0.9 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "new_cards_per_day" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "note_lexicon" ADD CONSTRAINT "note_lexicon_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_word" ADD CONSTRAINT "note_word_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_result" ADD CONSTRAINT "quiz_result_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_result" ADD CONSTRAINT "quiz_result_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_vocab_id_user_vocab_id_fk" FOREIGN KEY ("vocab_id") REFERENCES "public"."user_vocab"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card" ADD CONSTRAINT "review_card_sentence_id_user_sentence_id_fk" FOREIGN KEY ("sentence_id") REFERENCES "public"."user_sentence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_card_id_review_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sentence" ADD CONSTRAINT "user_sentence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sentence" ADD CONSTRAINT "user_sentence_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vocab" ADD CONSTRAINT "user_vocab_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_context" ADD CONSTRAINT "vocab_context_vocab_id_user_vocab_id_fk" FOREIGN KEY ("vocab_id") REFERENCES "public"."user_vocab"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_context" ADD CONSTRAINT "vocab_context_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_result_user" ON "quiz_result" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_card_vocab_once" ON "review_card" USING btree ("vocab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_card_sentence_once" ON "review_card" USING btree ("sentence_id");--> statement-breakpoint
CREATE INDEX "review_card_queue" ON "review_card" USING btree ("user_id","active","state","due");--> statement-breakpoint
CREATE INDEX "review_log_user_review" ON "review_log" USING btree ("user_id","review");--> statement-breakpoint
CREATE INDEX "review_log_card" ON "review_log" USING btree ("card_id","review");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sentence_text_once" ON "user_sentence" USING btree ("user_id","language","text_key");--> statement-breakpoint
CREATE INDEX "user_sentence_user_saved" ON "user_sentence" USING btree ("user_id","is_saved","id");--> statement-breakpoint
CREATE INDEX "user_sentence_search" ON "user_sentence" USING gin ("search") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "user_sentence_trgm" ON "user_sentence" USING gin (lower("text" || ' ' || coalesce("meaning", '')) gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE UNIQUE INDEX "user_vocab_lemma_once" ON "user_vocab" USING btree ("user_id","language","lemma");--> statement-breakpoint
CREATE INDEX "user_vocab_user_saved" ON "user_vocab" USING btree ("user_id","is_saved","id");--> statement-breakpoint
CREATE INDEX "user_vocab_search" ON "user_vocab" USING gin ("search") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "user_vocab_trgm" ON "user_vocab" USING gin (lower("word" || ' ' || "lemma" || ' ' || coalesce("translation", '')) gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE UNIQUE INDEX "vocab_context_line_once" ON "vocab_context" USING btree ("vocab_id","note_id","line_index");--> statement-breakpoint
CREATE UNIQUE INDEX "vocab_context_text_once" ON "vocab_context" USING btree ("vocab_id",md5("text")) WHERE "vocab_context"."note_id" is null;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_desired_retention" CHECK ("profile"."desired_retention" between 0.7 and 0.97);--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_new_cards_per_day" CHECK ("profile"."new_cards_per_day" between 0 and 500);