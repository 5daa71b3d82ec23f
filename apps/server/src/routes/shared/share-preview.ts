/** Link previews for /shared/{id}: the prompt's title and description in the page head, never indexed. */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function withSharePreview(indexHtml: string, preview: { title: string; description: string } | null, url: string): string {
  const title = preview ? `${preview.title} · PromptNest` : 'Prompt Not Found · PromptNest';
  const description = preview ? preview.description.replace(/\s+/g, ' ').trim().slice(0, 200) : "This shared prompt doesn't exist or is no longer available.";
  const tags = [
    '<meta name="robots" content="noindex">',
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="PromptNest">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    '<meta name="twitter:card" content="summary">',
  ].join('\n    ');
  // Replacer functions, not replacement strings: in a string, `$&`, `$'`, `` $` `` or `$1` in a title would
  // splice parts of the page into the head.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}">`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
