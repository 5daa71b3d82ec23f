DROP INDEX "prompts_user_active_updated_idx";--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "has_variables" boolean GENERATED ALWAYS AS (content ~ '\{\{[^{}]*[^{}[:space:]][^{}]*\}\}') STORED;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || promptnest_tags_text(tags) || ' ' || description || ' ' || content)) STORED;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', promptnest_tags_text(tags)), 'B') || setweight(to_tsvector('simple', description), 'C') || setweight(to_tsvector('simple', content), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "prompts_trash_purge_idx" ON "prompts" USING btree ("deleted_at") WHERE "prompts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "prompts_search_text_trgm_idx" ON "prompts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompts_search_vector_idx" ON "prompts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "prompts_user_active_updated_idx" ON "prompts" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "prompts"."deleted_at" is null;