/** How much of the file has been sent; then the server checks or writes it, shown as an indeterminate wait. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  const isSent = percent >= 100;
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        {!isSent && <span className="text-muted-foreground tabular-nums">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={isSent ? undefined : percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={isSent ? 'h-full w-1/3 animate-pulse rounded-full bg-primary' : 'h-full rounded-full bg-primary transition-[width]'} style={isSent ? undefined : { width: `${percent}%` }} />
      </div>
    </div>
  );
}
