/**
 * Rendered markup, kept while what it was rendered from is unchanged: a shared page is drawn once per version
 * of its prompt, not once per visitor. The least recently used entries leave once the whole passes `maxChars`.
 * Only a saving: every server draws its own, and nothing is lost when an entry leaves.
 */
export class MarkupCache {
  private readonly entries = new Map<string, { source: string; markup: string | null }>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  /** The markup rendered for `key` from exactly `source` (null: that render failed); undefined when not kept. */
  get(key: string, source: string): string | null | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.source !== source) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.markup;
  }

  set(key: string, source: string, markup: string | null): void {
    this.remove(key);
    const size = source.length + (markup?.length ?? 0);
    if (size > this.maxChars) return;
    this.entries.set(key, { source, markup });
    this.chars += size;
    for (const oldest of this.entries.keys()) {
      if (this.chars <= this.maxChars) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.source.length + (entry.markup?.length ?? 0);
  }
}
