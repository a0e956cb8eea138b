CREATE TABLE "user_data_version" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_data_version" ADD CONSTRAINT "user_data_version_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sentence_note" ON "user_sentence" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "vocab_context_note" ON "vocab_context" USING btree ("note_id");--> statement-breakpoint
-- ADR 40: a learner's list answers may be served from a cache that holds the version it was built at.
-- Bumped once per learner per transaction, at commit (deferred): the row's lock is taken last and held
-- only while committing, so it cannot join a deadlock with the locks the transaction took before.
CREATE FUNCTION bump_user_data_version(uid text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('lingoclip.data_bumped', true), '');
BEGIN
  IF uid IS NULL OR position(' ' || uid || ' ' in bumped) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('lingoclip.data_bumped', bumped || ' ' || uid || ' ', true);
  -- A learner being deleted is skipped: their rows go with them.
  INSERT INTO user_data_version (user_id, version)
    SELECT uid, 1 WHERE EXISTS (SELECT 1 FROM "user" u WHERE u.id = uid)
    ON CONFLICT (user_id) DO UPDATE SET version = user_data_version.version + 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_user_data_version(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM bump_user_data_version(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vocab_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_user_data_version((SELECT user_id FROM user_vocab WHERE id = OLD.vocab_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_user_data_version((SELECT user_id FROM user_vocab WHERE id = NEW.vocab_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The note list shows the learner's notes; contexts and sentences show their note's title. A deleted
-- note's contexts and sentences lose it through ON DELETE SET NULL, which their own triggers see.
CREATE FUNCTION note_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_user_data_version(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM bump_user_data_version(NEW.user_id); END IF;
  IF TG_OP = 'UPDATE' AND OLD.title IS DISTINCT FROM NEW.title THEN
    PERFORM bump_user_data_version(named.user_id) FROM (
      SELECT uv.user_id FROM vocab_context c JOIN user_vocab uv ON uv.id = c.vocab_id WHERE c.note_id = NEW.id
      UNION SELECT s.user_id FROM user_sentence s WHERE s.note_id = NEW.id
    ) AS named;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A note's lexicon (its words, written with it in one transaction) gives the note list its "% known".
CREATE FUNCTION note_lexicon_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_user_data_version((SELECT user_id FROM note WHERE id = OLD.note_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_user_data_version((SELECT user_id FROM note WHERE id = NEW.note_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_vocab_data_changed AFTER INSERT OR UPDATE OR DELETE ON user_vocab
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_sentence_data_changed AFTER INSERT OR UPDATE OR DELETE ON user_sentence
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER review_card_data_changed AFTER INSERT OR UPDATE OR DELETE ON review_card
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vocab_context_data_changed AFTER INSERT OR UPDATE OR DELETE ON vocab_context
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION vocab_context_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER note_data_changed AFTER INSERT OR UPDATE OR DELETE ON note
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER note_lexicon_data_changed AFTER INSERT OR UPDATE OR DELETE ON note_lexicon
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_lexicon_changed();
--> statement-breakpoint
-- Text search also matches in the learner's native language (learner/search.ts).
CREATE CONSTRAINT TRIGGER profile_data_changed AFTER UPDATE OF native_language ON profile
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.native_language IS DISTINCT FROM NEW.native_language)
  EXECUTE FUNCTION user_row_changed();
