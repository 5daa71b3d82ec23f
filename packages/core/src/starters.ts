import { z } from 'zod';

/**
 * Pre-made prompts (spec §2 "Pre-made prompts are excluded" from the library list): a small
 * set of starter templates every account can browse and copy into its own library.
 */
export const starterCategories = ['quick-starters', 'popular-templates'] as const;
export type StarterCategory = (typeof starterCategories)[number];

export const starterPromptSchema = z
  .object({
    id: z.string(),
    category: z.enum(starterCategories),
    title: z.string(),
    description: z.string(),
    content: z.string(),
    tags: z.array(z.string()),
    isPreMade: z.literal(true),
  })
  .meta({ id: 'StarterPrompt' });
export type StarterPrompt = z.infer<typeof starterPromptSchema>;

export const starterListResponseSchema = z.object({ items: z.array(starterPromptSchema) }).meta({ id: 'StarterList' });
export type StarterListResponse = z.infer<typeof starterListResponseSchema>;

/** The quick-starters / popular-templates sub-filters; no category lists them all. */
export const listStartersQuerySchema = z.strictObject({ category: z.enum(starterCategories, { error: 'Unknown category' }).optional() });

const starter = (id: string, category: StarterCategory, title: string, description: string, tags: string[], content: string): StarterPrompt => ({
  id,
  category,
  title,
  description,
  content,
  tags,
  isPreMade: true,
});

export const starterPrompts: StarterPrompt[] = [
  starter('summarize-text', 'quick-starters', 'Summarize anything', 'A tight summary at the length you choose.', ['writing', 'summary'],
    'Summarize the following text in {{length}} for {{audience}}. Keep every number and name that matters, and end with the one thing the reader should do next.\n\nText:\n{{content}}'),
  starter('rewrite-tone', 'quick-starters', 'Rewrite in another tone', 'Same message, the tone you need.', ['writing', 'editing'],
    'Rewrite the text below in a {{tone}} tone. Keep the meaning and the facts; change only the voice, word choice and rhythm. Return only the rewritten text.\n\nText:\n{{content}}'),
  starter('explain-simply', 'quick-starters', 'Explain it simply', 'A clear explanation with an example.', ['learning'],
    'Explain {{topic}} to someone who knows {{background}}. Use one everyday analogy, one concrete example, and no jargon without a definition. Finish with three questions that check understanding.'),
  starter('reply-email', 'quick-starters', 'Reply to an e-mail', 'A polite, clear reply that gets to the point.', ['email', 'work'],
    'Write a reply to the e-mail below. My goal: {{goal}}. Keep it under 150 words, friendly and direct, and end with a clear next step.\n\nE-mail:\n{{message}}'),
  starter('code-review', 'popular-templates', 'Code review', 'Bugs, risks and improvements, most important first.', ['coding', 'review'],
    'Review this {{language}} code as a senior engineer. List, most important first: bugs, security risks, performance problems, and readability improvements. For each, quote the line, explain why, and show the fix.\n\nCode:\n{{code}}'),
  starter('meeting-notes', 'popular-templates', 'Meeting notes to actions', 'Decisions, owners and deadlines from raw notes.', ['work', 'meetings'],
    'Turn these notes from the {{meeting}} meeting into: 1) decisions made, 2) action items as a table with owner and deadline, 3) open questions. Do not invent anything that is not in the notes.\n\nNotes:\n{{content}}'),
  starter('blog-outline', 'popular-templates', 'Blog post outline', 'A structured outline with hooks and headings.', ['writing', 'marketing'],
    'Create an outline for a blog post about {{topic}} for {{audience}}. Give three title options, a hook for the introduction, 5-7 section headings with two bullet points each, and a call to action that fits {{goal}}.'),
  starter('job-description', 'popular-templates', 'Job description', 'An inclusive, specific job posting.', ['hiring', 'work'],
    'Write a job description for a {{role}} at {{company}}. Include: a two-sentence pitch, what they will do in the first 90 days, must-have and nice-to-have skills (kept short), and how we work. Use inclusive, plain language.'),
];
