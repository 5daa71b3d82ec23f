import { fillTemplate, variableNameOf } from '@promptnest/core';

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
    // An empty optional variable leaves nothing behind, in the preview as in the text.
    if (filled === '') return null;
    const isEmpty = (values[variableNameOf(part.slice(2, -2))] ?? '').trim() === '';
    return isEmpty ? (
      <mark key={index} className="rounded bg-accent px-0.5 text-accent-foreground">
        {filled}
      </mark>
    ) : (
      <span key={index} className="rounded bg-primary/10 px-0.5 font-medium">
        {filled}
      </span>
    );
  });
}
