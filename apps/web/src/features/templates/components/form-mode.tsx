import { RememberedTemplateForm } from '../../../components/remembered-template-form';
import { Card } from '../../../components/ui/card';

/** Form Mode: the one fill-in form and live preview, framed as in the editor and the shared view, from the values filled in last time. */
export function FormMode({ promptId, content }: { promptId: string; content: string }) {
  return (
    <Card className="p-4 sm:p-6">
      <RememberedTemplateForm promptId={promptId} content={content} />
    </Card>
  );
}
