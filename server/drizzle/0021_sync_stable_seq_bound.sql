-- A pull's seq bound in one statement (issue 20): it was a transaction of five round trips
-- (BEGIN, SET LOCAL lock_timeout, the exclusive cursor lock, the sequence read, COMMIT).
-- Called outside a transaction, the exclusive lock is held until the calling statement ends,
-- so the sequence is read while no writer is between nextval and commit (docs/sync.md).
CREATE OR REPLACE FUNCTION celeiro_stable_seq_bound() RETURNS bigint AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727100401);
  RETURN (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM change_seq);
END;
$$ LANGUAGE plpgsql SET lock_timeout = '10s';
