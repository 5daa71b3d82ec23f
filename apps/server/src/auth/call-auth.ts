import { APIError } from 'better-auth/api';

export interface AuthCallResult {
  ok: boolean;
  status: number;
  /** better-auth's error code (e.g. INVALID_EMAIL_OR_PASSWORD) when not ok. */
  code?: string;
  message?: string;
  response?: Response;
}

/** Runs a better-auth server call asking for a Response, and folds thrown APIErrors into the same shape. */
export async function callAuth(run: () => Promise<Response>): Promise<AuthCallResult> {
  try {
    const response = await run();
    if (response.ok) return { ok: true, status: response.status, response };
    const body = (await response.clone().json().catch(() => ({}))) as { code?: string; message?: string };
    return { ok: false, status: response.status, code: body.code, message: body.message, response };
  } catch (error) {
    if (error instanceof APIError) {
      const body = error.body as { code?: string; message?: string } | undefined;
      return { ok: false, status: error.statusCode, code: body?.code, message: body?.message ?? error.message };
    }
    throw error;
  }
}
