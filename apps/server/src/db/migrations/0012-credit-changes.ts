/**
 * Every change to a credit account is announced on the `credit_changes` channel when it
 * commits, whoever makes it, with the user's id. API processes keep users' balances and drop
 * them on these (docs/decisions/0043-request-path.md).
 */
export default `
CREATE FUNCTION notify_credit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('credit_changes', OLD.user_id::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER credit_accounts_changed
  AFTER UPDATE OR DELETE ON credit_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_credit_change();
`;
