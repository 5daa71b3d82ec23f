-- Session tokens and password-reset tokens are stored as their SHA-256 in hex from now on, so a copy of the
-- database or a backup holds no credential that works (docs/decisions/0018-backups-and-upgrades.md).
-- Rows written before are hashed in place, the same way the server hashes (UTF-8 bytes, hex digest):
-- everyone stays signed in and a reset link already mailed still works. A backup taken before this
-- migration is hashed by it too, since a restore applies the migrations after the backup's level.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
--> statement-breakpoint
UPDATE "verifications"
  SET "identifier" = 'reset-password:' || encode(sha256(convert_to(substr("identifier", length('reset-password:') + 1), 'UTF8')), 'hex')
  WHERE "identifier" LIKE 'reset-password:%';

--> statement-breakpoint
-- Google's tokens are not kept at all from now on (PromptNest never calls Google for the person).
UPDATE "accounts" SET "access_token" = NULL, "refresh_token" = NULL, "id_token" = NULL WHERE "provider_id" <> 'credential';