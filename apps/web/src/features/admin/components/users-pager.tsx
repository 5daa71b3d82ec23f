import { ADMIN_USERS_PAGE_SIZE } from '@promptnest/core';
import { Button } from '../../../components/ui/button';

interface UsersPagerProps {
  offset: number;
  shown: number;
  nextOffset: number | null;
  onOffsetChange: (offset: number) => void;
}

/** 'Showing 21–40' with Previous and Next; hidden while everything fits on one page. */
export function UsersPager({ offset, shown, nextOffset, onOffsetChange }: UsersPagerProps) {
  if (offset === 0 && nextOffset === null) return null;
  return (
    <nav aria-label="Users pages" className="flex flex-wrap items-center justify-between gap-3">
      <span className="text-xs text-muted-foreground tabular-nums">
        Showing {shown === 0 ? 0 : offset + 1}–{offset + shown}
      </span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - ADMIN_USERS_PAGE_SIZE.default))}
        >
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={nextOffset === null} onClick={() => nextOffset !== null && onOffsetChange(nextOffset)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
