import { rememberedValuesRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { TemplateForm } from './template-form';
import { LoadingState } from './ui/spinner';

/** Typing settles this long before the values are sent to be kept. */
const SAVE_AFTER_MS = 600;

interface RememberedTemplateFormProps {
  promptId: string;
  content: string;
  className?: string;
}

/**
 * The fill-in form of one of the person's own templates, starting from the values they last filled in on
 * any device (kept with the account), with 'Clear values' to start over from the defaults.
 */
export function RememberedTemplateForm({ promptId, content, className }: RememberedTemplateFormProps) {
  const remembered = useQuery({
    queryKey: queryKeys.rememberedValues(promptId),
    queryFn: ({ signal }) => call(rememberedValuesRoutes.getRememberedValues, { params: { id: promptId } }, { signal }),
    staleTime: 0,
  });
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  function remember(values: Record<string, string>) {
    clearTimeout(pending.current);
    // Kept on a best-effort basis: a value that could not be kept is only missing next time, never lost now.
    pending.current = setTimeout(() => void call(rememberedValuesRoutes.rememberValues, { params: { id: promptId }, body: { values } }).catch(() => undefined), SAVE_AFTER_MS);
  }

  function forget() {
    clearTimeout(pending.current);
    void call(rememberedValuesRoutes.forgetValues, { params: { id: promptId } }).catch(() => undefined);
  }

  if (remembered.isPending) return <LoadingState label="Loading your last values..." className={className} />;
  return <TemplateForm content={content} className={className} initialValues={remembered.data?.values} onValuesChange={remember} onClear={forget} />;
}
