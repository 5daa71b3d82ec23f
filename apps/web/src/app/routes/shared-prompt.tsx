import { useDocumentTitle } from '../../lib/use-document-title';

/** /shared/:shareId (placeholder: the shared view comes with its own issue). */
export function Component() {
  useDocumentTitle('Shared Prompt');
  return <h1 className="text-3xl font-semibold tracking-tight">Shared Prompt</h1>;
}
