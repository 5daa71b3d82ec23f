import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form's field errors: shown under their fields (ui/form-field, ui/password-field) next to the toast,
 * and after each refused submit the cursor goes to the first field that needs fixing.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** Marks these fields (and only these) after a refused submit. */
  const showErrors = useCallback((next: Partial<Record<Field, string>>) => {
    setErrors(next);
    setRefusals((count) => count + 1);
  }, []);

  /** The field changed: its error no longer applies. */
  const clearError = useCallback((field: Field) => {
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  const clearErrors = useCallback(() => setErrors({}), []);

  return { errors, showErrors, clearError, clearErrors, formRef };
}
