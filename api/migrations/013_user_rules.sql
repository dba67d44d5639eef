-- The rules registration checks (schemas/auth.ts) hold for every way of writing a user, the
-- admin SQL endpoints included: otherwise `UPDATE users SET username = 'LENA '` would spoof
-- another user's name and lock the renamed user out (login trims). Messages in
-- admin-sql/field-limits.ts. NOT VALID: rows written before are left as they are.
ALTER TABLE users
  ADD CONSTRAINT users_username_rules CHECK (username ~ '^[A-Za-z0-9._-]{3,32}$') NOT VALID,
  -- As loose as the registration's e-mail format, never stricter: one @, no white space.
  ADD CONSTRAINT users_email_rules
    CHECK (email = '' OR email ~ '^[^[:space:]@]+@[^[:space:]@]+$') NOT VALID,
  -- Roles are compared case-insensitively (the specification): 'admin' is ADMIN.
  ADD CONSTRAINT users_role_rules CHECK (upper(role) IN ('USER', 'ADMIN')) NOT VALID,
  ADD CONSTRAINT users_name_rules CHECK (btrim(name) <> '') NOT VALID;
