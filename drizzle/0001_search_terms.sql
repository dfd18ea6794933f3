CREATE TABLE "search_terms" (
	"place_id" text DEFAULT '' NOT NULL,
	"term" text NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_terms_place_id_term_pk" PRIMARY KEY("place_id","term")
);
--> statement-breakpoint
CREATE INDEX "search_terms_place_term_prefix_idx" ON "search_terms" USING btree ("place_id","term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_term_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Terms longer than 100 characters are sentences, not suggestions.
  IF length(NEW.normalized_query) BETWEEN 1 AND 100 THEN
    INSERT INTO search_terms AS t (place_id, term, search_count, last_searched_at)
    VALUES (coalesce(NEW.place_id, ''), NEW.normalized_query, 1, NEW.created_at)
    ON CONFLICT (place_id, term) DO UPDATE
      SET search_count = t.search_count + 1, last_searched_at = greatest(t.last_searched_at, EXCLUDED.last_searched_at);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_log_counts_terms AFTER INSERT ON search_log FOR EACH ROW EXECUTE FUNCTION search_terms_count();
