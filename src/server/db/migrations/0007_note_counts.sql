ALTER TABLE "note" ADD COLUMN "line_count" integer GENERATED ALWAYS AS (jsonb_array_length(lines)) STORED NOT NULL;--> statement-breakpoint
CREATE TABLE "note_knowledge" (
	"user_id" text NOT NULL,
	"note_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"total_words" integer NOT NULL,
	"known_words" integer NOT NULL,
	"new_words" integer NOT NULL,
	CONSTRAINT "note_knowledge_user_id_note_id_pk" PRIMARY KEY("user_id","note_id")
);
--> statement-breakpoint
CREATE TABLE "vocab_version" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "note_knowledge" ADD CONSTRAINT "note_knowledge_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_knowledge" ADD CONSTRAINT "note_knowledge_note_id_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_version" ADD CONSTRAINT "vocab_version_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A learner's words changed: every cached "% known" of theirs is stale (one bump per statement, not per row).
-- A learner being deleted is skipped (their rows go with them; the user row is already gone).
CREATE FUNCTION bump_vocab_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO vocab_version (user_id, version)
      SELECT DISTINCT o.user_id, 1 FROM changed_old o WHERE EXISTS (SELECT 1 FROM "user" u WHERE u.id = o.user_id)
      ON CONFLICT (user_id) DO UPDATE SET version = vocab_version.version + 1;
  ELSE
    INSERT INTO vocab_version (user_id, version)
      SELECT DISTINCT n.user_id, 1 FROM changed_new n
      ON CONFLICT (user_id) DO UPDATE SET version = vocab_version.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_vocab_inserted AFTER INSERT ON user_vocab REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION bump_vocab_version();
--> statement-breakpoint
CREATE TRIGGER user_vocab_updated AFTER UPDATE ON user_vocab REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION bump_vocab_version();
--> statement-breakpoint
CREATE TRIGGER user_vocab_deleted AFTER DELETE ON user_vocab REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION bump_vocab_version();
--> statement-breakpoint
-- A note's word counts changed (its lexicon rebuilt): its cached figures are dropped for every learner.
CREATE FUNCTION drop_note_knowledge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM note_knowledge WHERE note_id IN (SELECT note_id FROM changed_old);
  ELSE
    DELETE FROM note_knowledge WHERE note_id IN (SELECT note_id FROM changed_new);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER note_word_inserted AFTER INSERT ON note_word REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION drop_note_knowledge();
--> statement-breakpoint
CREATE TRIGGER note_word_deleted AFTER DELETE ON note_word REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION drop_note_knowledge();
