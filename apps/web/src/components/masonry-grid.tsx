import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * Spec §9 "Layout": a masonry of CSS columns, 4 by default, 3 up to 1280 px wide, 2 up to 1024, 1 up to 640.
 * Children keep their own height and are never split across columns.
 */
export function MasonryGrid({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      className={cn(
        'columns-4 gap-4 max-[1280.98px]:columns-3 max-[1024.98px]:columns-2 max-[640.98px]:columns-1',
        '*:mb-4 *:break-inside-avoid',
        className,
      )}
      {...props}
    />
  );
}
