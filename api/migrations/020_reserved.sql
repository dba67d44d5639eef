-- Number 020 belongs to a migration of another change under way; this placeholder keeps the
-- numbers without a gap until it lands and must then be removed (it changes nothing).
SELECT 1;
