import { micromark } from 'micromark';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * An oracle for "nothing here runs script": a real HTML parser (parse5 follows the HTML standard, as
 * browsers do) reads the text as a plain viewer would show it, with scripting on and off, and every
 * element and attribute that could run script is named. Independent of the sanitizer it checks.
 */
type Node = DefaultTreeAdapterTypes.Node;

const RUNNING_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed']);

/** A URL as a browser's URL parser reads it: leading controls and spaces gone, tabs and line breaks dropped. */
function readUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- the URL parser's own rule
  return value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '').toLowerCase();
}

function describeRisk(name: string, value: string): string | undefined {
  const url = readUrl(value);
  if (name.startsWith('on')) return `handler ${name}`;
  if (name === 'srcdoc') return 'srcdoc';
  if (url.includes('javascript:') || url.includes('vbscript:')) return `script URL in ${name}`;
  if (url.startsWith('data:') && !url.startsWith('data:image/')) return `data URL in ${name}`;
  if (name === 'style' && /expression\s*\(|-moz-binding|behavior\s*:/.test(url)) return 'scripted style';
  return undefined;
}

function collect(node: Node, found: string[]): void {
  if ('tagName' in node) {
    if (RUNNING_ELEMENTS.has(node.tagName)) found.push(`<${node.tagName}>`);
    for (const attribute of node.attrs) {
      const risk = describeRisk(attribute.name, attribute.value);
      if (risk) found.push(`<${node.tagName}> ${risk}`);
    }
    if ('content' in node) collect(node.content, found);
  }
  if ('childNodes' in node) for (const child of node.childNodes) collect(child, found);
}

/** What in `html` could run script in a browser, read with scripting on and with it off (empty: nothing). */
export function findLiveScript(html: string): string[] {
  const found: string[] = [];
  for (const scriptingEnabled of [true, false]) collect(parse(html, { scriptingEnabled }), found);
  return found;
}

/** The same for Markdown, rendered by a CommonMark renderer that lets raw HTML and every link through. */
export function findLiveScriptInMarkdown(markdown: string): string[] {
  return findLiveScript(micromark(markdown, { allowDangerousHtml: true, allowDangerousProtocol: true }));
}
