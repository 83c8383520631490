/**
 * Every change that can end a session or alter what it says about its user is announced on
 * the `session_changes` channel when it commits, whoever makes it (the app, another process, a
 * person at psql): `s:<session id>` or `u:<user id>`. API processes cache live sessions and drop
 * them on these (docs/decisions/0043-request-path.md). `last_used_at` alone says nothing.
 */
export default `
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changes', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER sessions_changed
  AFTER UPDATE OF user_id, token_hash, expires_at, revoked_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER users_changed
  AFTER UPDATE OF email, name, picture, deleted_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
`;
