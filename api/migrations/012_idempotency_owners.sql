-- Who handles a key that is still in flight: `holder` is the one request (only it may store the
-- answer or release the key), `owner` the API process (Database.instanceId). A retry takes a key
-- over at once when its owner has ended (kill -9, a lost machine) instead of after a minute.
ALTER TABLE idempotency_keys ADD COLUMN holder uuid, ADD COLUMN owner integer;
