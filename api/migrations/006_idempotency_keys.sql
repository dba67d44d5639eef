-- Idempotency-Key: a create a client may retry (a chat message, a bookmark, a chat, an upload)
-- is carried out once per user and key; a retry within 24 h gets the first answer again.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- Hash of method, path and body: the same key with another request is refused.
  fingerprint text NOT NULL,
  -- NULL while the first request is still being handled.
  status_code integer,
  response text,
  content_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
