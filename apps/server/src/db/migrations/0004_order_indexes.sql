DROP INDEX "prompts_user_active_updated_idx";--> statement-breakpoint
DROP INDEX "prompts_user_trash_deleted_idx";--> statement-breakpoint
CREATE INDEX "prompts_user_active_updated_idx" ON "prompts" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "prompts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "prompts_user_trash_deleted_idx" ON "prompts" USING btree ("user_id","deleted_at" DESC NULLS FIRST) WHERE "prompts"."deleted_at" is not null;