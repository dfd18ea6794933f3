CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"doc_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words of a set of events, as src/core/search/search-words.ts splits typed text: lower-case runs of
-- letters and digits, 2 to 30 long, with at least one letter.
CREATE OR REPLACE FUNCTION tessera_event_words(name text, summary text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(name, '') || ' ' || coalesce(summary, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 2 AND 30 AND w ~ '[[:alpha:]]'
$$;
--> statement-breakpoint
-- Counts how many events use each word, so that "jazzz" is corrected to the common "jazz" rather than
-- "jazzy". Words are upserted in sorted order, so two loaders of the demo data (each COPY chunk commits
-- on its own) lock shared words in the same order and at worst wait briefly, never deadlock.
CREATE OR REPLACE FUNCTION search_words_from_new_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, doc_count)
  SELECT w, count(*) FROM new_events e, tessera_event_words(e.name, e.summary) AS w
  WHERE NOT e.is_series_parent
  GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET doc_count = search_words.doc_count + EXCLUDED.doc_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_add_search_words AFTER INSERT ON events REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_new_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_renamed_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, doc_count)
  SELECT w, 1 FROM tessera_event_words(NEW.name, NEW.summary) AS w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET doc_count = search_words.doc_count + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_rename_search_words AFTER UPDATE OF name, summary ON events FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.summary IS DISTINCT FROM NEW.summary)
  EXECUTE FUNCTION search_words_from_renamed_event();
--> statement-breakpoint
INSERT INTO search_words (word, doc_count)
SELECT w, count(*) FROM events e, tessera_event_words(e.name, e.summary) AS w
WHERE NOT e.is_series_parent
GROUP BY w
ON CONFLICT (word) DO NOTHING;
