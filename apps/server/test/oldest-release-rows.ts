import type postgres from 'postgres';

/**
 * Rows in every table of the oldest release's schema (0000_initial), written as that release wrote them:
 * an admin and an approved user with a password, sessions, a pending sign-up, prompts with unicode, empty
 * and odd tags, variables, a share link, credits, a trashed one, and the bookkeeping tables.
 */
export async function seedOldestRelease(sql: postgres.Sql, passwordHash: string): Promise<void> {
  const created = '2026-11-22 04:00:00.123456+00';
  await sql.unsafe(`
    insert into users (id, name, email, email_verified, image, approved, role, created_at, updated_at) values
      ('u-admin', '', 'admin@example.com', true, null, true, 'admin', '${created}', '${created}'),
      ('u-zoe', 'Zoë O''Brien 🐦', 'zoe@example.com', false, 'https://example.com/z.png', true, 'user', '${created}', now()),
      ('u-pending', '', 'pending@example.com', false, null, false, 'user', now(), now());
    insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) values
      ('a-admin', 'u-admin', 'credential', 'u-admin', '${passwordHash}', '${created}', '${created}'),
      ('a-zoe', 'u-zoe', 'credential', 'u-zoe', '${passwordHash}', '${created}', '${created}');
    insert into accounts (id, account_id, provider_id, user_id, access_token, scope, access_token_expires_at) values
      ('a-google', '1234567890', 'google', 'u-zoe', 'ya29.token', 'openid email', now() + interval '1 hour');
    insert into sessions (id, token, user_id, expires_at, ip_address, user_agent) values
      ('s-zoe', 'session-token-zoe', 'u-zoe', now() + interval '7 days', '203.0.113.7', 'Mozilla/5.0 (X11; Linux x86_64)'),
      ('s-admin', 'session-token-admin', 'u-admin', now() + interval '7 days', null, null);
    insert into verifications (id, identifier, value, expires_at) values
      ('v-1', 'reset-password:token-abc', 'u-zoe', now() + interval '1 hour');
    insert into admin_settings (setting_key, setting_value) values ('auto_approve_users', true);
    insert into security_events (type, email, user_id, ip_address, details) values
      ('failed_login', 'zoe@example.com', null, '198.51.100.4', '{"error": "Invalid login credentials", "attempt": 3}'),
      ('failed_login', null, null, null, '{}');
    insert into rate_limits (key, count, window_start) values ('sign-in:198.51.100.4', 3, now()), ('reset:zoe@example.com', 1, now());
    insert into job_runs (name, last_run_at) values ('purge-trash', now());
    insert into prompts (user_id, title, description, content, tags, is_template, is_favorite, is_shared, share_id, credit_name, credit_url, created_at, updated_at, deleted_at) values
      ('u-zoe', 'Meeting notes ✍️', E'Turns notes\\ninto minutes', E'Summarise {{ notes }} as {{style}}.\\n\\t- keep names', array['work', 'with space', 'comma,quote"', '日本語'], false, true, false, null, null, null, '${created}', '${created}', null),
      ('u-zoe', 'Résumé 履歴書', '', E'Backslash \\\\ and NULL and \\\\N and \\\\.', array['career'], false, false, false, null, 'Ana', 'https://example.com/ana', '${created}', now(), null),
      ('u-zoe', 'Untagged, no description', '', 'Plain.', '{}', false, false, true, 'Ab3_x-Yz9Q0k', null, null, now(), now(), null),
      ('u-zoe', 'In the trash', '', 'Gone {{soon}}', array['old'], true, false, false, null, null, null, now(), now(), now() - interval '3 days'),
      ('u-admin', 'Admin''s own', '', 'Not Zoë''s.', '{}', false, false, false, null, null, null, now(), now(), null);
  `);
}
