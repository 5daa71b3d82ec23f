/** A six-dot drag handle (decorative; the handle button carries the name). */
export function GripIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className ?? 'size-4 shrink-0'}>
      {[5, 12, 19].map((y) => (
        <g key={y}>
          <circle cx="9" cy={y} r="1.6" />
          <circle cx="15" cy={y} r="1.6" />
        </g>
      ))}
    </svg>
  );
}
