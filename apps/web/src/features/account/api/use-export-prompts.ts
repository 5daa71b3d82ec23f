import { AppError, isErrorBody, v1Routes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { routeUrl } from '../../../lib/api-client';

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/** The server names the file (spec §9: prompts-export-yyyy-mm-dd.csv); today's date if it did not say. */
export function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : `prompts-export-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** GET /api/v1/export: the CSV file. Not JSON, so it bypasses the api client but keeps its errors. */
async function fetchExport(): Promise<ExportFile> {
  const response = await fetch(routeUrl(v1Routes.exportPrompts, {}), { credentials: 'same-origin', headers: { accept: 'text/csv' } });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw isErrorBody(body) ? new AppError(body.error, body.message) : new AppError('INTERNAL');
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

export function useExportPrompts() {
  return useMutation({ mutationFn: fetchExport });
}
