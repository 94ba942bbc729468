-- The shape of migration 0015 (admin search text), safe to apply again to the bench data: a column
-- added to the profile tables, then every profile rewritten (the triggers of 0015/0021 set
-- search_text afresh from the row), then the probe column removed. Applied by
-- `npm run bench -- --only=v-mix-open --migrate=bench/src/migrations/0015-shape.sql [--migrate-batch=N]`
-- (bench/src/migrate-under-load.ts).
ALTER TABLE "member_profiles" ADD COLUMN "bench_probe" text DEFAULT '' NOT NULL;
ALTER TABLE "student_profiles" ADD COLUMN "bench_probe" text DEFAULT '' NOT NULL;
UPDATE "member_profiles" SET "search_text" = '';
UPDATE "student_profiles" SET "search_text" = '';
ALTER TABLE "member_profiles" DROP COLUMN "bench_probe";
ALTER TABLE "student_profiles" DROP COLUMN "bench_probe";
