import { TemplateScreen } from '../../../features/templates/components/template-screen';

/** /app/template/:id (spec §2 "Template screen"). */
export function Component() {
  return <TemplateScreen />;
}
