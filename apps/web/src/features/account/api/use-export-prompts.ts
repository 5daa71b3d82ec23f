import { AppError, importRoutes, isErrorBody, v1Routes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { routeUrl } from '../../../lib/api-client';

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/** The three exports: the spec's CSV, and the lossless PromptNest JSON and Markdown .zip (docs/decisions/0017-import-and-export.md). */
export const exportKinds = {
  csv: { route: v1Routes.exportPrompts, accept: 'text/csv', extension: 'csv' },
  json: { route: importRoutes.exportPromptsJson, accept: 'application/json', extension: 'json' },
  markdown: { route: importRoutes.exportPromptsMarkdown, accept: 'application/zip', extension: 'zip' },
} as const;
export type ExportKind = keyof typeof exportKinds;

/** The server names the file (spec §9: prompts-export-yyyy-mm-dd.csv); today's date if it did not say. */
export function fileNameOf(response: Response, extension = 'csv'): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : `prompts-export-${new Date().toISOString().slice(0, 10)}.${extension}`;
}

/** GET an export: a file, not JSON, so it bypasses the api client but keeps its errors. */
async function fetchExport(kind: ExportKind): Promise<ExportFile> {
  const { route, accept, extension } = exportKinds[kind];
  const response = await fetch(routeUrl(route, {}), { credentials: 'same-origin', headers: { accept } });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw isErrorBody(body) ? new AppError(body.error, body.message) : new AppError('INTERNAL');
  }
  return { blob: await response.blob(), fileName: fileNameOf(response, extension) };
}

export function useExportPrompts() {
  return useMutation({ mutationFn: (kind: ExportKind = 'csv') => fetchExport(kind) });
}
