import { hasVariables } from '@promptnest/core';
import { TemplateForm } from '../../../components/template-form';
import { templateTexts } from '../texts';

/** Form Mode: the shared fill-in form and live preview (the same one the shared view uses). */
export function FormMode({ content }: { content: string }) {
  return (
    <div className="grid gap-4">
      {!hasVariables(content) && <p className="text-sm text-muted-foreground">{templateTexts.noVariables}</p>}
      {/* Keyed by the content: after an export the form starts over with the new variables. */}
      <TemplateForm key={content} content={content} />
    </div>
  );
}
