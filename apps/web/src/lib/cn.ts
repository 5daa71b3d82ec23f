import { clsx, type ClassValue } from 'clsx';

/** Joins class names, skipping falsy ones: cn('a', isOn && 'b', { c: isC }). */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
