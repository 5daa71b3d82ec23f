/**
 * Spec §5 "Sanitising before save", applied by the server to every saved text (and by the editor for
 * feedback). Prompts are always shown as text, never as HTML; this removes what could turn into markup
 * or a link a browser would run if the text were ever pasted somewhere that renders HTML.
 */
const DANGEROUS_BLOCK = /<\s*(script|iframe|object|embed)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
const DANGEROUS_TAG = /<\s*\/?\s*(script|iframe|object|embed)\b[^>]*>/gi;
/** A scheme written as a URL: the name, a colon, and something right after it (`javascript:alert(1)`). */
const SCRIPT_SCHEME = /\b(?:javascript|vbscript)\s*:(?=\S)/gi;
const DATA_SCHEME = /\bdata\s*:(?=\S)(?!\s*image\/)/gi;
const EVENT_ATTRIBUTE = /(<[^>]*?)\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

export function sanitizeText(value: string): string {
  let text = value.replace(DANGEROUS_BLOCK, '').replace(DANGEROUS_TAG, '');
  text = text.replace(SCRIPT_SCHEME, '').replace(DATA_SCHEME, '');
  // Repeat until stable: one tag may carry several handlers.
  let previous: string;
  do {
    previous = text;
    text = text.replace(EVENT_ATTRIBUTE, '$1');
  } while (text !== previous);
  return text;
}

/** Spec §5 "Text fields": the start of a script, iframe, object or embed tag, or a javascript:, data: or vbscript: URL. */
const INVALID_CONTENT = [/<\s*(script|iframe|object|embed)\b/i, /\b(?:javascript|vbscript)\s*:(?=\S)/i, /\bdata\s*:(?=\S)(?!\s*image\/)/i];

export function hasInvalidContent(value: string): boolean {
  return INVALID_CONTENT.some((pattern) => pattern.test(value));
}
