-- Local development seed, run by `supabase db reset` after the migrations.
--
-- Intentionally empty of data: every row in public belongs to an auth user, and users are
-- created by signing up through the app (http://127.0.0.1:5173/auth), which also creates the
-- profile (trigger on_auth_user_created) and the first restaurant (as sign-up does).
-- Inserting into auth.users here would bypass GoTrue and leave accounts without passwords.
--
-- Keep this file non-destructive: the test harness (supabase/tests/harness.ts) runs it too.

select 'preshift seed: no rows; create accounts by signing up' as note;
