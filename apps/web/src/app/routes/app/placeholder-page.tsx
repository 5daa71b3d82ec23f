import { useDocumentTitle } from '../../../lib/use-document-title';

/** A page of the app whose feature is still to be built: its heading and tab title. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>;
}
