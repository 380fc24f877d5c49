-- The slice of a Supabase database that our migrations and policies rely on, for test databases
-- that are plain PostgreSQL (PGlite). Definitions follow Supabase's own where they matter:
-- auth.uid()/auth.role()/auth.jwt() read the request.jwt.claim(s) settings that PostgREST sets
-- per request, and new public objects get Supabase's default privileges (ALL to anon and
-- authenticated), so the migrations' revokes are exercised rather than assumed.
-- Guarded with IF NOT EXISTS where a server might already have the object.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end;
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- Only the columns our SQL reads; GoTrue's real table has many more. email_confirmed_at has no
-- default there (GoTrue sets it when the address is confirmed, or at sign-up when confirmations
-- are off); here a test user is confirmed unless the test says otherwise (world.ts signUp).
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text,
  raw_user_meta_data jsonb,
  email_confirmed_at timestamptz default now(),
  created_at timestamptz not null default now()
);

-- Supabase: the legacy per-claim setting wins, else the claims JSON that PostgREST sets.
create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
