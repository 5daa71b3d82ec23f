import { useId } from 'react';
import { cn } from '../lib/cn';

interface PipProps {
  className?: string;
  /** Said to screen readers; without one Pip is decoration beside text that says it all. */
  label?: string;
}

/**
 * Pip, our mascot: a small round bird sitting in a nest of prompt cards. Drawn for us, in the brand's indigo
 * with the nest's amber. Fixed colours, not theme tokens: Pip looks the same on a light or a dark page.
 */
export function Pip({ className, label }: PipProps) {
  const bodyId = useId();
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 160 150" className={cn('shrink-0', className)} {...a11y}>
      <defs>
        <linearGradient id={bodyId} x1="0.2" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="0.55" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>

      {/* Prompt cards tucked into the back of the nest. */}
      <g transform="rotate(-14 42 84)">
        <rect x="22" y="62" width="38" height="46" rx="6" fill="#fff" stroke="#c7d2fe" strokeWidth="2" />
        <path d="M30 74h22M30 82h16M30 90h20" stroke="#a5b4fc" strokeWidth="3" strokeLinecap="round" />
      </g>
      <g transform="rotate(12 122 82)">
        <rect x="104" y="60" width="38" height="46" rx="6" fill="#fff" stroke="#c7d2fe" strokeWidth="2" />
        <path
          d="M116 70q-4 0-4 4v3q0 3-3 3 3 0 3 3v3q0 4 4 4M130 70q4 0 4 4v3q0 3 3 3-3 0-3 3v3q0 4-4 4"
          fill="none"
          stroke="#6366f1"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>

      {/* The hollow of the nest, behind Pip. */}
      <ellipse cx="80" cy="104" rx="60" ry="11" fill="#92400e" />

      {/* Pip. */}
      <path d="M74 36q2-13 13-12-7 3-6 11z" fill="#7c3aed" />
      <path d="M82 37q6-11 15-6-8 1-9 8z" fill="#8b5cf6" />
      <circle cx="82" cy="76" r="40" fill={`url(#${bodyId})`} />
      <ellipse cx="90" cy="88" rx="23" ry="21" fill="#e0e7ff" />
      <path d="M49 74q-6 26 22 33-4-22-22-33z" fill="#4f46e5" />
      <circle cx="97" cy="64" r="7" fill="#fff" />
      <circle cx="98.5" cy="64.5" r="4" fill="#1e1b4b" />
      <circle cx="100" cy="62.8" r="1.4" fill="#fff" />
      <circle cx="105" cy="79" r="4.5" fill="#f9a8d4" opacity="0.75" />
      <path d="M113 69l15 5.5-15 5.5q2-5.5 0-11z" fill="#f59e0b" />

      {/* The front of the nest, woven. */}
      <path d="M20 104q60 14 120 0-5 37-60 39-55-2-60-39z" fill="#f59e0b" />
      <path
        d="M26 112q30 10 64 4M36 124q26 8 58 1M70 132q30 2 56-14M30 106q14 16 40 20M104 112q18 4 32-4"
        fill="none"
        stroke="#b45309"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M24 104q56 12 112 0" fill="none" stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
