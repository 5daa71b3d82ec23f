/** Only web addresses become links: anything else stored there is shown as text, never followed. */
function webAddress(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** 'Credit to' the original author: a link when there is an address, plain text otherwise. */
export function CreditBlock({ name, url: rawUrl }: { name: string | null; url: string | null }) {
  if (!name && !rawUrl) return null;
  const url = webAddress(rawUrl);
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 rounded-xl border bg-muted/50 px-4 py-3 text-sm">
      <span className="text-muted-foreground">Credit to</span>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-medium break-all text-link underline-offset-4 hover:underline"
        >
          {name || url}
        </a>
      ) : (
        <span className="font-medium">{name || rawUrl}</span>
      )}
    </p>
  );
}
