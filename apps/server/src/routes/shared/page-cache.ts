/**
 * Built pages, each kept while what it was built from is unchanged: a shared page is drawn once per version
 * of its prompt, not once per visitor. The least recently used entries leave once the whole passes `maxChars`.
 * Only a saving: every server builds its own, and nothing is lost when an entry leaves.
 */
export class PageCache {
  private readonly entries = new Map<string, { source: string; page: string }>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  /** The page built for `key` from exactly `source`; undefined when none is kept. */
  get(key: string, source: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.source !== source) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, source: string, page: string): void {
    this.remove(key);
    const size = source.length + page.length;
    if (size > this.maxChars) return;
    this.entries.set(key, { source, page });
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
    this.chars -= entry.source.length + entry.page.length;
  }
}
