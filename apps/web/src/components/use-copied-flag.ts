import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9 "Copied indicators: 2 seconds". */
const COPIED_FOR_MS = 2000;

/** A flag that turns on after a copy and off again 2 s later, for 'Copied!' states on copy buttons. */
export function useCopiedFlag(): [boolean, () => void] {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const markCopied = useCallback(() => {
    clearTimeout(timer.current);
    setIsCopied(true);
    timer.current = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
  }, []);

  return [isCopied, markCopied];
}
