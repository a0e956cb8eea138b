CREATE TABLE "dictionary_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"headword" text NOT NULL,
	"headword_normalized" text NOT NULL,
	"pos" text,
	"glosses" jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_cache" (
	"text_normalized" text NOT NULL,
	"from_lang" text NOT NULL,
	"to_lang" text NOT NULL,
	"context_key" text DEFAULT '' NOT NULL,
	"result" jsonb NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_cache_key" PRIMARY KEY("text_normalized","from_lang","to_lang","context_key")
);
--> statement-breakpoint
CREATE INDEX "dictionary_entry_lookup" ON "dictionary_entry" USING btree ("source_lang","target_lang","headword_normalized");--> statement-breakpoint
CREATE INDEX "dictionary_entry_glosses" ON "dictionary_entry" USING gin ("glosses" jsonb_path_ops);