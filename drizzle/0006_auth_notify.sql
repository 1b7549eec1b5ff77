-- A session revoked or changed, or a user changed (role, name), notifies 'auth_changed' when its
-- transaction commits: every server instance drops the signed-in users it remembers
-- (src/server/plugins/auth.ts), so a sign-out or a new admin counts everywhere at once.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_auth_changed
  AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_notify_auth_changed
  AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
