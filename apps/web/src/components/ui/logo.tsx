import { useId } from 'react';
import { cn } from '../../lib/cn';

/** Pip in the nest: the PromptNest mark. Decorative; the wordmark next to it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <ellipse cx="29" cy="35" rx="14" ry="10" fill="#fff" />
      <circle cx="40" cy="24" r="8.5" fill="#fff" />
      <path d="M47.5 22.5 55 25.5l-7.5 3z" fill="#fbbf24" />
      <circle cx="42" cy="22.5" r="2" fill="#312e81" />
      <path d="M18 33c5-5 13-4 16 1-5 3-12 3-16-1z" fill="#c7d2fe" />
      <path d="M9 39h46c-2 9-11 14-23 14S11 48 9 39z" fill="#f59e0b" />
      <path d="M14 43.5h36M18 48h28" stroke="#b45309" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Mark plus wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <LogoMark />
      <span>PromptNest</span>
    </span>
  );
}
