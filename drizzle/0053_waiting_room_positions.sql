-- Decision 072: a late arrival's place comes from its room's own sequence, not from a counter on the
-- room's row. Every join after the shuffle used to update that one row and hold its lock until COMMIT, so
-- joins waited on each other, and tens of thousands of dead versions of the row made every read of it
-- (each join's foreign-key check among them) slower as the on-sale went on. Existing rooms get their
-- sequence at the place their counter had reached.
DO $$
DECLARE room record;
BEGIN
  FOR room IN SELECT id, next_position FROM waiting_rooms LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer START WITH %s', 'waiting_room_positions_' || room.id, room.next_position);
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "waiting_rooms" DROP COLUMN "next_position";--> statement-breakpoint
-- A join in one round trip (decision 072). Each statement in this function reads with a snapshot taken
-- after the locks before it were granted, which one SQL statement cannot do:
--   1. the room's lock, shared: the shuffle takes it exclusively, so a join is either in the pre-queue the
--      shuffle lists or sees the shuffle done (it never lands in a pre-queue already shuffled);
--   2. the address's lock, exclusive: joins from one address count its places one at a time, so the cap
--      is exact;
--   3. the session's place, if it has one (its sighting moved to now); else, within the cap, a new place:
--      in the pre-queue before the shuffle, at the end of the line (the room's sequence) after it.
-- Answers {outcome: no_room | existing | created | cap, entry?}.
CREATE FUNCTION "waiting_room_join"(p_room text, p_entry text, p_session text, p_address text, p_at timestamptz, p_max integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  shuffled boolean;
  place waiting_room_entries;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('queue-room|' || p_room, 0));
  PERFORM pg_advisory_xact_lock(hashtextextended('queue-address|' || p_room || '|' || p_address, 0));
  SELECT shuffled_at IS NOT NULL INTO shuffled FROM waiting_rooms WHERE id = p_room;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'no_room');
  END IF;
  UPDATE waiting_room_entries SET last_seen_at = p_at WHERE room_id = p_room AND session_hash = p_session RETURNING * INTO place;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'existing', 'entry', to_jsonb(place));
  END IF;
  IF (SELECT count(*) FROM waiting_room_entries WHERE room_id = p_room AND address = p_address AND status IN ('waiting', 'admitted')) >= p_max THEN
    RETURN jsonb_build_object('outcome', 'cap');
  END IF;
  INSERT INTO waiting_room_entries (id, room_id, session_hash, address, joined_at, in_prequeue, position, last_seen_at)
  VALUES (p_entry, p_room, p_session, p_address, p_at, NOT shuffled,
    CASE WHEN shuffled THEN nextval(format('%I', 'waiting_room_positions_' || p_room)::regclass)::integer END, p_at)
  ON CONFLICT DO NOTHING RETURNING * INTO place;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'created', 'entry', to_jsonb(place));
  END IF;
  -- The same session joined from another address at the same moment: its place is the one to answer.
  SELECT * INTO place FROM waiting_room_entries WHERE room_id = p_room AND session_hash = p_session;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'waiting_room_join: the place that conflicted is gone';
  END IF;
  RETURN jsonb_build_object('outcome', 'existing', 'entry', to_jsonb(place));
END $$;
