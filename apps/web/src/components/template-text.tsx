import { fillTemplate } from '@promptnest/core';

/** Splits text around its {{tokens}}, keeping the tokens, so each one can be marked. */
const TOKEN = /(\{\{[^{}]*\}\})/;

interface TemplateTextProps {
  content: string;
  values: Record<string, string>;
}

/**
 * A template's text as it stands: filled values marked, and each variable still empty shown as its
 * {{token}}, highlighted. For every template preview (shared view, template screen, landing demo).
 */
export function TemplateText({ content, values }: TemplateTextProps) {
  return content.split(TOKEN).map((part, index) => {
    if (index % 2 === 0) return part;
    const filled = fillTemplate(part, values);
    return filled === part ? (
      <mark key={index} className="rounded bg-accent px-0.5 text-accent-foreground">
        {part}
      </mark>
    ) : (
      <span key={index} className="rounded bg-primary/10 px-0.5 font-medium">
        {filled}
      </span>
    );
  });
}
