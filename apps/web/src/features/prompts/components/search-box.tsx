import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/app-icons';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

const DEBOUNCE_MS = 250;

/**
 * The top bar's search (on /app). Typing updates ?q= after a short pause, and the list queries the server
 * with it; the address holds the search, so Back, reloads and shared links keep it.
 */
export function SearchBox({ className }: { className?: string }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlQuery = searchParams.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  const [isTyping, setIsTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  // The address changed: show its search, unless it is what is being typed ('View All Prompts', Back…).
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    if (!isTyping && urlQuery !== text.trim()) setText(urlQuery);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function search(value: string) {
    setText(value);
    setIsTyping(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setIsTyping(false);
      // Read the address now, not when typing began, so a tag chosen meanwhile is kept.
      const params = new URLSearchParams(window.location.search);
      const query = value.trim();
      if (query) params.set('q', query);
      else params.delete('q');
      const nextSearch = params.toString();
      void navigate({ pathname: '/app', search: nextSearch ? `?${nextSearch}` : '' }, { replace: true });
    }, DEBOUNCE_MS);
  }

  return (
    <div role="search" className={cn('relative', className)}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={text}
        onChange={(event) => search(event.target.value)}
        placeholder="Search your prompts..."
        aria-label="Search your prompts"
        maxLength={200}
        className="pl-9"
      />
    </div>
  );
}
