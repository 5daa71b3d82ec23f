import { useLayoutEffect, type RefObject } from 'react';

/** Chromium grows a text area with its text through CSS `field-sizing: content`. */
const cssGrows = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * Where `field-sizing` is missing (Firefox, Safari before 26), the same growth by script: the text area is
 * as tall as its text, and its own `max-height` still caps it, after which it scrolls.
 */
export function useGrowWithContent(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (cssGrows || !element || element.tagName !== 'TEXTAREA') return;
    element.style.height = 'auto';
    const borders = element.offsetHeight - element.clientHeight;
    element.style.height = `${element.scrollHeight + borders}px`;
  }, [ref, value]);
}
