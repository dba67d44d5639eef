-- Deleting a chat removes it for the deleter only (issue: a young person's chat may be evidence).
-- Each participant's mark: epoch milliseconds up to which the chat is hidden for them. NULL hides
-- nothing. A participant sees only messages after their mark, and the chat is in their list only
-- while it has a message after the mark, so the next message brings it back. The messages both
-- participants have hidden are removed, and the chat with them once neither sees anything.
-- A new chat starts hidden (mark 0) for the person who did not open it: an empty chat appears in
-- their list only with its first message.
ALTER TABLE chats
  ADD COLUMN low_hidden_at bigint,
  ADD COLUMN high_hidden_at bigint;

-- The API caches each chat's marks (chat activity); a change makes every instance read it again.
CREATE FUNCTION notify_chat_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kompass_chat', NEW.id::text || ':deleted');
  RETURN NULL;
END
$$;
CREATE TRIGGER chats_hidden_notify AFTER UPDATE OF low_hidden_at, high_hidden_at ON chats
  FOR EACH ROW EXECUTE FUNCTION notify_chat_hidden();
