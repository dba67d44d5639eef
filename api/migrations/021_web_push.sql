-- Web Push: the server's VAPID key pair, the browsers' push subscriptions, the outbox of
-- notifications still to deliver and the deadline reminders already queued.

-- One row: every API instance signs with the same key pair, created by whichever starts first.
CREATE TABLE push_vapid_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per browser (its endpoint). Tied to the session that subscribed: logging out deletes
-- the session and with it the subscription; deleting the account deletes both.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_token_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (char_length(endpoint) <= 1000),
  p256dh text NOT NULL CHECK (char_length(p256dh) <= 200),
  auth text NOT NULL CHECK (char_length(auth) <= 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_token_hash);

-- Notifications to deliver, one per subscription. Any instance claims due rows with
-- FOR UPDATE SKIP LOCKED and pushes next_attempt_at past its lease, so each is sent once.
CREATE TABLE push_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at);
CREATE INDEX push_outbox_subscription_idx ON push_outbox (subscription_id);

-- A bookmark's deadline reminder is queued once per day, whichever instance runs the job.
CREATE TABLE push_deadline_reminders (
  bookmark_id uuid NOT NULL REFERENCES bookmarks (id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (bookmark_id, day)
);
