-- The regular API's length limits hold for every writer, the admin SQL endpoints included
-- (admin-sql/field-limits.ts lists them and their German messages). NOT VALID: rows written
-- before are left as they are (a migration must not fail on them); every new or changed row
-- is checked.
ALTER TABLE company
  ADD CONSTRAINT company_name_length CHECK (length(name) <= 200) NOT VALID,
  ADD CONSTRAINT company_branch_length CHECK (length(branch) <= 200) NOT VALID,
  ADD CONSTRAINT company_website_length CHECK (length(website) <= 500) NOT VALID,
  ADD CONSTRAINT company_contact_methods_length CHECK (length(contact_methods) <= 2000) NOT VALID,
  ADD CONSTRAINT company_about_length CHECK (length(about) <= 5000) NOT VALID,
  ADD CONSTRAINT company_image_length CHECK (length(image) <= 2000) NOT VALID;

ALTER TABLE job
  ADD CONSTRAINT job_name_length CHECK (length(name) <= 200) NOT VALID,
  ADD CONSTRAINT job_description_length CHECK (length(description) <= 5000) NOT VALID,
  ADD CONSTRAINT job_location_length CHECK (length(location) <= 200) NOT VALID,
  ADD CONSTRAINT job_work_type_length CHECK (length(work_type) <= 100) NOT VALID,
  ADD CONSTRAINT job_image_url_length CHECK (length(image_url) <= 2000) NOT VALID,
  ADD CONSTRAINT job_yearly_salary_range CHECK (yearly_salary BETWEEN 0 AND 10000000) NOT VALID;

ALTER TABLE course
  ADD CONSTRAINT course_name_length CHECK (length(name) <= 200) NOT VALID,
  ADD CONSTRAINT course_description_length CHECK (length(description) <= 5000) NOT VALID,
  ADD CONSTRAINT course_image_url_length CHECK (length(image_url) <= 2000) NOT VALID;

ALTER TABLE users
  ADD CONSTRAINT users_name_length CHECK (length(name) <= 200) NOT VALID,
  ADD CONSTRAINT users_email_length CHECK (length(email) <= 200) NOT VALID;
