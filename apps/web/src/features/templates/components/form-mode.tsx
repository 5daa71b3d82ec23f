import { TemplateForm } from '../../../components/template-form';
import { Card } from '../../../components/ui/card';

/** Form Mode: the one fill-in form and live preview, framed as in the editor and the shared view. */
export function FormMode({ content }: { content: string }) {
  return (
    <Card className="p-4 sm:p-6">
      <TemplateForm content={content} />
    </Card>
  );
}
