-- A prompt's MCP name is written with its title by the writes that know it (create, update, import), so an AI
-- tool's first call on a large library no longer names thousands of prompts at once. A title changed by a
-- writer that sends no name still forgets the old one, to be written again on the next MCP call
-- (docs/decisions/0014-mcp-server.md).
CREATE OR REPLACE FUNCTION "promptnest_forget_name_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title IS DISTINCT FROM OLD.title AND NEW.name_slug IS NOT DISTINCT FROM OLD.name_slug THEN
    NEW.name_slug := NULL;
  END IF;
  RETURN NEW;
END;
$$;
