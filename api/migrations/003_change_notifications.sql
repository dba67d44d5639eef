-- Change notifications for the API's in-memory caches (sessions, chat activity). Triggers see
-- every change, whichever way it is made: another API instance, a cascade from deleting a user,
-- the admin SQL endpoint or a manual fix in psql. NOTIFY is delivered on commit.

CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kompass_session', OLD.token_hash);
  RETURN NULL;
END
$$;
CREATE TRIGGER sessions_notify AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();

-- A session carries the user's username and role.
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kompass_user', OLD.id::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_notify AFTER UPDATE OF username, role OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();

-- '<chat id>:<last_message_at>' after a new message, '<chat id>:deleted' after a deletion.
CREATE FUNCTION notify_chat_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kompass_chat', OLD.id::text || ':deleted');
  ELSE
    PERFORM pg_notify('kompass_chat', NEW.id::text || ':' || NEW.last_message_at::text);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER chats_notify AFTER UPDATE OF last_message_at OR DELETE ON chats
  FOR EACH ROW EXECUTE FUNCTION notify_chat_change();
