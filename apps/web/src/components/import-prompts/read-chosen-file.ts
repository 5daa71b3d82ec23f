import { AppError, importFileMessages, MAX_IMPORT_BYTES, type ImportRequest } from '@promptnest/core';

/** A .zip travels as base64 (it is bytes); every other file as its text. The server reads the format from either. */
function isZipFile(file: File): boolean {
  return /\.zip$/i.test(file.name) || file.type === 'application/zip' || file.type === 'application/x-zip-compressed';
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new AppError('IMPORT_FILE_INVALID'));
    reader.readAsDataURL(file);
  });
}

/** The import request for a chosen file; a file over 10 MB is refused here, before anything is sent. */
export async function readChosenFile(file: File): Promise<ImportRequest> {
  if (file.size > MAX_IMPORT_BYTES) throw new AppError('IMPORT_TOO_LARGE', importFileMessages.tooLarge);
  const fileName = file.name.slice(-255);
  return isZipFile(file) ? { fileName, encoding: 'base64', data: await readAsBase64(file) } : { fileName, encoding: 'text', data: await file.text() };
}
