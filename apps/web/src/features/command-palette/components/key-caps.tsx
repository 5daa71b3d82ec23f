interface KeyCapsProps {
  keys: string[];
}

/** Keys pressed together, as keyboard caps ("Ctrl" "K"). */
export function KeyCaps({ keys }: KeyCapsProps) {
  return (
    <span className="inline-flex items-center gap-1">
      {keys.map((key) => (
        <kbd key={key} className="min-w-6 rounded-md border border-b-2 bg-muted px-1.5 py-0.5 text-center font-sans text-xs font-medium text-foreground">
          {key}
        </kbd>
      ))}
    </span>
  );
}
