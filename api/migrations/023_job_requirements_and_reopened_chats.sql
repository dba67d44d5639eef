-- What a job needs before one can start it: nothing but school ('keine': trainings, dual study
-- programmes and posts open to school leavers), a finished vocational training ('ausbildung') or
-- a finished degree ('studium'). Cards and the job dialog say so; 'Für dich' leaves such posts
-- out for someone who has neither (docs/interests.md, "Who a listing is for").
ALTER TABLE job ADD COLUMN requires text NOT NULL DEFAULT 'keine'
  CONSTRAINT job_requires_check CHECK (requires IN ('keine', 'ausbildung', 'studium'));

-- Jobs already stored: a post that is neither a training nor a dual study programme is one for
-- people who have finished one (as the demo data's posts are); a degree in its name, or an
-- occupation one studies for, means a degree. Admins correct single rows.
UPDATE job SET requires = CASE
    WHEN name ~ '\((B|M)\.[A-Za-z]+\.?\)'
      OR name ~* '(ingenieur|lehrer|psycholog|architekt|wissenschaftliche|arzt|ärztin|jurist)'
      THEN 'studium'
    ELSE 'ausbildung'
  END
 WHERE work_type NOT ILIKE '%ausbildung%' AND work_type NOT ILIKE '%studium%'
   AND work_type NOT ILIKE '%praktikum%' AND work_type NOT ILIKE '%minijob%';

-- A chat deleted for oneself and opened again with 'Schreib mir' is in one's list at once (empty:
-- what came before the mark stays hidden), not only after the next message (migration 018).
-- Set by opening it again, cleared by deleting it again.
ALTER TABLE chats
  ADD COLUMN low_reopened boolean NOT NULL DEFAULT false,
  ADD COLUMN high_reopened boolean NOT NULL DEFAULT false;
