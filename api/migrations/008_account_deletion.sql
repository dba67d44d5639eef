-- Deleting an account (DELETE /account) removes the user's data, but the chats of the people
-- they wrote with stay: the deleted participant and the sender of their messages become NULL,
-- shown as 'Gelöschtes Konto'. Before, both cascaded and the other person lost the whole chat.

ALTER TABLE chats
  ALTER COLUMN user_low DROP NOT NULL,
  ALTER COLUMN user_high DROP NOT NULL,
  DROP CONSTRAINT chats_user_low_fkey,
  DROP CONSTRAINT chats_user_high_fkey,
  ADD CONSTRAINT chats_user_low_fkey
    FOREIGN KEY (user_low) REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT chats_user_high_fkey
    FOREIGN KEY (user_high) REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE messages
  ALTER COLUMN sender_id DROP NOT NULL,
  DROP CONSTRAINT messages_sender_id_fkey,
  ADD CONSTRAINT messages_sender_id_fkey
    FOREIGN KEY (sender_id) REFERENCES users (id) ON DELETE SET NULL;
