-- Read marks, blocks and reports for chats (issue: chat list, unread counts, safety for minors).

-- Each participant's read mark: epoch milliseconds of the newest message they have seen. Unread
-- messages of a chat are the other's messages after the mark; a chat with last_message_at at or
-- below the mark has none, so counting never touches messages for a chat without unread ones.
ALTER TABLE chats
  ADD COLUMN low_read_at bigint NOT NULL DEFAULT 0,
  ADD COLUMN high_read_at bigint NOT NULL DEFAULT 0;

-- The blocker no longer receives messages from the blocked user, and the blocked user cannot
-- start a new chat with the blocker. Kept per pair, so deleting the chat does not lift it.
CREATE TABLE chat_blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

-- A report keeps its evidence (the chat's last messages, copied) even when the chat or the
-- users are deleted later, so an admin can still act on it.
CREATE TABLE chat_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chat_id uuid REFERENCES chats (id) ON DELETE SET NULL,
  reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reporter_username text NOT NULL,
  reported_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reported_username text NOT NULL,
  reason text NOT NULL,
  details text NOT NULL DEFAULT '',
  evidence jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX chat_reports_open_idx ON chat_reports (created_at) WHERE resolved_at IS NULL;
CREATE INDEX chat_reports_created_idx ON chat_reports (created_at);
