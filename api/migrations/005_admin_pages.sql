-- The admin pages bind their values as parameters; the audit keeps them next to the statement.
ALTER TABLE admin_sql_audit ADD COLUMN params jsonb;
CREATE INDEX admin_sql_audit_outcome_idx ON admin_sql_audit (outcome, id);

-- The last ADMIN can be neither demoted nor deleted, whichever way the change arrives (admin
-- SQL endpoints included). The advisory lock makes two concurrent demotions wait for each
-- other, so they cannot both see the other admin still in place.
CREATE FUNCTION users_keep_one_admin() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF upper(OLD.role) = 'ADMIN' AND (TG_OP = 'DELETE' OR upper(NEW.role) <> 'ADMIN') THEN
    PERFORM pg_advisory_xact_lock(hashtext('users_keep_one_admin'));
    IF NOT EXISTS (SELECT 1 FROM users WHERE upper(role) = 'ADMIN' AND id <> OLD.id) THEN
      RAISE EXCEPTION USING
        ERRCODE = 'KA001',
        MESSAGE = 'Der letzte Admin kann weder herabgestuft noch gelöscht werden. Ernenne zuerst einen anderen Benutzer zum ADMIN.';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER users_keep_one_admin
  BEFORE UPDATE OF role OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_keep_one_admin();
