-- Indexes proposed by the performance work (issue 9); NOT in the migrations yet.
-- `npm run bench -- --proposed` creates them in the bench database before the run and drops
-- them after it, so that the same run shows the effect. See docs/performance.md.

-- Every job list counts the open jobs: an index-only scan of the open window instead of one
-- heap page per open job. The INCLUDE columns are the cheap filters (audience, country, state,
-- work from home), applied inside the index.
create index if not exists jobs_open_live_idx on jobs (end_date, start_date)
  include (is_member_job, country_code, state_code, work_culture)
  where status = 'active' and deleted_at is null;

-- The same for the training lists (state and duration filters inside the index).
create index if not exists trainings_open_live_idx on trainings (application_end, application_start)
  include (state_code, duration_code)
  where status = 'active' and deleted_at is null;

-- Admin member/student keyword search (ilike '%kw%' on e-mail, membership number, company,
-- registration number): trigram indexes. They only help once the admin repo matches the keyword
-- per table (users.id in (select ... union all select ...)), see docs/performance.md.
create index if not exists users_email_trgm on users using gin (email gin_trgm_ops);
create index if not exists member_profiles_number_trgm on member_profiles using gin (membership_number gin_trgm_ops);
create index if not exists member_profiles_company_trgm on member_profiles using gin (current_company gin_trgm_ops);
create index if not exists student_profiles_registration_trgm on student_profiles using gin (registration_number gin_trgm_ops);

-- Employer candidate searches count the active profiles of a state (70 000 students in
-- Maharashtra): with these, the count is an index-only scan of the active profiles anti-joined
-- with the few blocked or deleted users (corporates.repo.ts counts that way): 254 ms -> 14 ms.
create index if not exists member_profiles_active_place_idx on member_profiles (state_code, city_code)
  include (user_id) where is_active;
create index if not exists student_profiles_active_place_idx on student_profiles (state_code, city_code)
  include (user_id) where is_active;
create index if not exists users_inactive_idx on users (id)
  where login_status <> 'active' or deleted_at is not null;
