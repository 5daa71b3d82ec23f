import { TemplateForm } from './template-form';
import { LoadingState } from './ui/spinner';
import { useRememberedValues } from './use-remembered-values';

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
  const remembered = useRememberedValues(promptId);
  if (remembered.isLoading) return <LoadingState label="Loading your last values..." className={className} />;
  return <TemplateForm content={content} className={className} initialValues={remembered.values} onValuesChange={remembered.remember} onClear={remembered.forget} />;
}
