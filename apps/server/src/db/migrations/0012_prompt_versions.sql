CREATE TABLE "prompt_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"tags" text[] NOT NULL,
	"is_template" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"changed" text[] DEFAULT '{}'::text[] NOT NULL,
	"words_added" integer DEFAULT 0 NOT NULL,
	"words_removed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prompt_versions_reason_check" CHECK ("prompt_versions"."reason" in ('baseline', 'create', 'autosave', 'save', 'export', 'restore', 'import', 'api'))
);
--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_versions_prompt_saved_idx" ON "prompt_versions" USING btree ("prompt_id","saved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Words added and removed between two texts, counted as bags of whitespace-separated words: enough for a
-- history line's "content +42 −7 words"; the panel shows the exact difference (docs/decisions/0016-version-history.md).
CREATE FUNCTION "promptnest_word_changes"(old_text text, new_text text, OUT added integer, OUT removed integer) LANGUAGE sql IMMUTABLE AS $$
  WITH o AS (SELECT w, count(*) AS n FROM regexp_split_to_table(old_text, '\s+') AS w WHERE w <> '' GROUP BY w),
       n AS (SELECT w, count(*) AS n FROM regexp_split_to_table(new_text, '\s+') AS w WHERE w <> '' GROUP BY w)
  SELECT coalesce(sum(greatest(coalesce(n.n, 0) - coalesce(o.n, 0), 0)), 0)::integer,
         coalesce(sum(greatest(coalesce(o.n, 0) - coalesce(n.n, 0), 0)), 0)::integer
  FROM o FULL JOIN n ON o.w = n.w
$$;--> statement-breakpoint
-- Every write of a prompt keeps its version here, whoever writes it (the app, API v1, MCP, starters, an
-- import's plain INSERTs). The service names the reason with set_config('promptnest.version_reason', ..., true);
-- without one, an insert is a create and an update a save. An autosave less than 10 minutes after the
-- previous autosave version folds into it (docs/decisions/0016-version-history.md).
CREATE FUNCTION "promptnest_record_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted text := nullif(current_setting('promptnest.version_reason', true), '');
  reason text;
  latest prompt_versions%ROWTYPE;
  base prompt_versions%ROWTYPE;
  is_folding boolean := false;
  changes text[];
  added integer := 0;
  removed integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO prompt_versions (prompt_id, reason, title, description, content, tags, is_template)
      VALUES (NEW.id, CASE WHEN wanted = 'import' THEN 'import' ELSE 'create' END, NEW.title, NEW.description, NEW.content, NEW.tags, NEW.is_template);
    RETURN NULL;
  END IF;

  reason := CASE WHEN wanted IN ('autosave', 'save', 'export', 'restore', 'import', 'api') THEN wanted ELSE 'save' END;
  base.title := OLD.title;
  base.description := OLD.description;
  base.content := OLD.content;
  base.tags := OLD.tags;
  base.is_template := OLD.is_template;
  IF reason = 'autosave' THEN
    SELECT * INTO latest FROM prompt_versions WHERE prompt_id = NEW.id ORDER BY saved_at DESC, id DESC LIMIT 1;
    is_folding := FOUND AND latest.reason = 'autosave' AND latest.saved_at > clock_timestamp() - interval '10 minutes';
    IF is_folding THEN
      -- The folded version keeps saying what the whole session changed: compare with the version before it.
      SELECT * INTO base FROM prompt_versions
        WHERE prompt_id = NEW.id AND (saved_at, id) < (latest.saved_at, latest.id)
        ORDER BY saved_at DESC, id DESC LIMIT 1;
      IF NOT FOUND THEN
        base.title := ''; base.description := ''; base.content := ''; base.tags := '{}'; base.is_template := false;
      END IF;
    END IF;
  END IF;

  changes := array_remove(ARRAY[
    CASE WHEN NEW.title IS DISTINCT FROM base.title THEN 'title' END,
    CASE WHEN NEW.description IS DISTINCT FROM base.description THEN 'description' END,
    CASE WHEN NEW.content IS DISTINCT FROM base.content THEN 'content' END,
    CASE WHEN NEW.tags IS DISTINCT FROM base.tags THEN 'tags' END,
    CASE WHEN NEW.is_template IS DISTINCT FROM base.is_template THEN 'isTemplate' END
  ], NULL);
  IF NEW.content IS DISTINCT FROM base.content THEN
    SELECT w.added, w.removed INTO added, removed FROM promptnest_word_changes(base.content, NEW.content) AS w;
  END IF;

  IF is_folding THEN
    UPDATE prompt_versions
      SET title = NEW.title, description = NEW.description, content = NEW.content, tags = NEW.tags, is_template = NEW.is_template,
          saved_at = clock_timestamp(), changed = changes, words_added = added, words_removed = removed
      WHERE id = latest.id;
  ELSE
    INSERT INTO prompt_versions (prompt_id, reason, title, description, content, tags, is_template, changed, words_added, words_removed)
      VALUES (NEW.id, reason, NEW.title, NEW.description, NEW.content, NEW.tags, NEW.is_template, changes, added, removed);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "prompts_record_version_on_insert" AFTER INSERT ON "prompts" FOR EACH ROW EXECUTE FUNCTION "promptnest_record_version"();--> statement-breakpoint
CREATE TRIGGER "prompts_record_version_on_update" AFTER UPDATE OF "title", "description", "content", "tags", "is_template" ON "prompts" FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description OR OLD.content IS DISTINCT FROM NEW.content
        OR OLD.tags IS DISTINCT FROM NEW.tags OR OLD.is_template IS DISTINCT FROM NEW.is_template)
  EXECUTE FUNCTION "promptnest_record_version"();--> statement-breakpoint
-- History begins now: each prompt's current state is its earliest kept version.
INSERT INTO "prompt_versions" ("prompt_id", "reason", "title", "description", "content", "tags", "is_template", "created_at", "saved_at")
  SELECT "id", 'baseline', "title", "description", "content", "tags", "is_template", "updated_at", "updated_at" FROM "prompts";
