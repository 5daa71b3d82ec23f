/**
 * Cheap, linear checks run before a parser sees user data: JSON.parse of 5 million nested lists blocks the
 * server for seconds, and `yaml` composes nested nodes recursively, so a front matter of a few thousand `[`
 * or `- ` exhausts the stack or the heap (docs/decisions/0017-import-and-export.md, "Resource ceilings").
 */

/** Deepest JSON a file of any format we read needs is under 10; user settings inside may go a little deeper. */
export const MAX_JSON_DEPTH = 64;
/** A front matter is a few flat fields; prompts never need deep YAML. */
export const MAX_YAML_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True when JSON text opens more than `max` lists or objects inside each other (brackets in strings are skipped). */
export function isJsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if ((code === 0x5d || code === 0x7d) && depth > 0) depth--;
  }
  return false;
}

/**
 * An upper bound on YAML's nesting, erring on refusing: flow brackets are counted wherever they stand (even
 * in quotes), and a line's block depth is the number of distinct indentations open above it plus the `- `,
 * `? ` or `: ` indicators that start it (`- - - x` nests three lists on one line).
 */
export function isYamlNestedDeeperThan(text: string, max: number): boolean {
  let flow = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5b || code === 0x7b) {
      if (++flow > max) return true;
    } else if ((code === 0x5d || code === 0x7d) && flow > 0) flow--;
  }
  const indents: number[] = [];
  for (const line of text.split(/\r?\n|\r/)) {
    const lead = /^([ \t]*)((?:[-?:](?:[ \t]+|$))*)/.exec(line) ?? ['', '', ''];
    const rest = line.slice(lead[0].length);
    if (lead[2] === '' && (rest === '' || rest.startsWith('#'))) continue;
    const indent = lead[1]?.length ?? 0;
    while (indents.length > 0 && (indents.at(-1) ?? 0) > indent) indents.pop();
    if (indents.length === 0 || (indents.at(-1) ?? 0) < indent) indents.push(indent);
    const indicators = (lead[2]?.match(/[-?:]/g) ?? []).length;
    if (indents.length + indicators > max) return true;
  }
  return false;
}
