-- Applications on the Merkliste: a status, an optional deadline and a private note per bookmark,
-- the date of every status change, and one secret calendar feed per user.

ALTER TABLE bookmarks
  ADD COLUMN status text NOT NULL DEFAULT 'saved'
    CHECK (status IN ('saved', 'applied', 'interview', 'offer', 'rejected')),
  ADD COLUMN deadline date,
  ADD COLUMN note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 2000);

-- Every change of a bookmark's status, oldest first; saving the item is the first step and is
-- read from bookmarks.created_at.
CREATE TABLE bookmark_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bookmark_id uuid NOT NULL REFERENCES bookmarks (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('saved', 'applied', 'interview', 'offer', 'rejected')),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookmark_status_changes_bookmark_idx ON bookmark_status_changes (bookmark_id, id);

-- Deadlines of one user, for the tab badge and the calendar feed.
CREATE INDEX bookmarks_user_deadline_idx ON bookmarks (user_id, deadline)
  WHERE deadline IS NOT NULL;

-- The calendar feed's secret is stored only as its SHA-256 hash: a leaked database does not
-- reveal anyone's feed address. One feed per user; creating a new one replaces the old.
CREATE TABLE calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
