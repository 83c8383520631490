/**
 * Every change to a generation row is announced on the `generation_changes` channel when it
 * commits, whoever makes it (the app, a worker, another process, a person at psql), with the
 * generation's id. API processes keep each generation's last `status` answer and drop it on
 * these (docs/decisions/0043-request-path.md). PostgreSQL sends one notification per id and
 * transaction, however many updates the transaction made.
 */
export default `
CREATE FUNCTION notify_generation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('generation_changes', OLD.id::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER generations_changed
  AFTER UPDATE OR DELETE ON generations
  FOR EACH ROW EXECUTE FUNCTION notify_generation_change();
`;
