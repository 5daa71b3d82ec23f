import type { TestApp } from './harness.js';

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A signed-in (or anonymous) caller that keeps its cookies between requests, like a browser. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly testApp: TestApp,
    private readonly ip?: string,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = Record<string, unknown>>(method: string, path: string, body?: unknown, init: { headers?: Record<string, string>; raw?: string } = {}): Promise<TestResponse<T>> {
    // Like a browser on our own pages: every request names APP_URL's origin unless the test says otherwise.
    const headers: Record<string, string> = { origin: new URL(this.testApp.deps.config.appUrl).origin, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (this.ip) headers['x-forwarded-for'] = this.ip;
    let payload: string | undefined = init.raw;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.testApp.app.request(path, { method, headers, body: payload });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (name) {
        if (expired) this.cookies.delete(name.trim());
        else this.cookies.set(name.trim(), value);
      }
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>('GET', path);
  post = <T = Record<string, unknown>>(path: string, body?: unknown) => this.request<T>('POST', path, body ?? {});
}

export const PASSWORD = 'correct-horse';

/** Signs up a new account and signs it in, as the web app does, and returns its client. */
export async function signUp(testApp: TestApp, email: string, password = PASSWORD): Promise<TestClient> {
  const client = new TestClient(testApp);
  const res = await client.post('/api/auth/sign-up', { email, password });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const signIn = await client.post('/api/auth/sign-in', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return client;
}
