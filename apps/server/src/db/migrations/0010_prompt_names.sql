ALTER TABLE "prompts" ADD COLUMN "name_slug" text;--> statement-breakpoint
CREATE INDEX "prompts_user_slug_idx" ON "prompts" USING btree ("user_id","name_slug","created_at","id") WHERE "prompts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "prompts_slug_missing_idx" ON "prompts" USING btree ("user_id") WHERE "prompts"."name_slug" is null;--> statement-breakpoint
-- A new title needs a new name: the server writes it again the next time an MCP client asks (docs/decisions/0014-mcp-server.md).
CREATE FUNCTION "promptnest_forget_name_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title IS DISTINCT FROM OLD.title THEN
    NEW.name_slug := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "prompts_forget_name_slug" BEFORE UPDATE OF "title" ON "prompts" FOR EACH ROW EXECUTE FUNCTION "promptnest_forget_name_slug"();
