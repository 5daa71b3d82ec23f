import { useId } from 'react';

/**
 * A field's error (or, while it has none, its hint): the ids to wire the input to it and the message to
 * show under it. The error is announced and marks the input invalid.
 */
export function useFieldMessage(error?: string, hint?: string) {
  const id = useId();
  const messageId = `${id}-message`;
  const inputProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? messageId : undefined,
  };
  const message = error ? (
    <p id={messageId} role="alert" className="text-sm font-medium text-destructive-text">
      {error}
    </p>
  ) : (
    hint && (
      <p id={messageId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    )
  );
  return { inputProps, message };
}
