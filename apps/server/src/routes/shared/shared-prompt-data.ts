import { SHARED_PROMPT_DATA_ID } from '@promptnest/core';

/**
 * JSON for a `<script type="application/json">` block. `<`, `>` and `&` become \u escapes, so the prompt's
 * text can never close the block or open a comment; U+2028/2029 too, for readers that parse it as script.
 * JSON.parse reads every escape back as the same character.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The shared prompt in the page itself (an EmbeddedSharedPrompt, as toScriptJson wrote it), so /shared/{id}
 * shows it with the first response instead of after an API round trip. A data block is not executed, so the
 * CSP's ban on inline scripts does not apply.
 */
export function withSharedPromptData(html: string, scriptJson: string): string {
  const block = `<script type="application/json" id="${SHARED_PROMPT_DATA_ID}">${scriptJson}</script>`;
  // A replacer function: the prompt's text is inserted as is, `$&` and the like included.
  return html.replace('</body>', () => `    ${block}\n  </body>`);
}
