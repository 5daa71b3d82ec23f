import { OAUTH_AUTHORIZE_PATH } from '@promptnest/core';
import { describe, expect, it } from 'vitest';
import { continueAuthorizationUrl, isAuthorizationRequest } from './continue-authorization';

const request = {
  response_type: 'code',
  client_id: 'abc123',
  redirect_uri: 'https://claude.ai/api/mcp/auth_callback',
  scope: 'prompts:read prompts:write offline_access',
  state: 's1',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  resource: 'https://promptnest.example/mcp',
};

function signed(extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams({ ...request, ...extra, exp: '1767225600', ba_iat: '1767225000' });
  for (const name of ['ba_param', 'client_id', 'code_challenge', 'exp', 'scope']) params.append('ba_param', name);
  params.set('ba_pl', '1');
  params.set('sig', 'c2lnbmF0dXJl');
  return params;
}

function queryOf(url: string): Record<string, string> {
  expect(url.startsWith(`${OAUTH_AUTHORIZE_PATH}?`)).toBe(true);
  return Object.fromEntries(new URL(url, 'http://app.test').searchParams);
}

describe('isAuthorizationRequest', () => {
  it('knows a signed authorization request', () => {
    expect(isAuthorizationRequest(signed())).toBe(true);
    expect(isAuthorizationRequest(`?${signed().toString()}`)).toBe(true);
  });
  it('ignores the usual /auth queries', () => {
    expect(isAuthorizationRequest('')).toBe(false);
    expect(isAuthorizationRequest('tab=signin&returnTo=%2Fshared%2Fabc')).toBe(false);
    expect(isAuthorizationRequest('type=recovery&token=t')).toBe(false);
    expect(isAuthorizationRequest('client_id=a&response_type=code')).toBe(false);
  });
});

describe('continueAuthorizationUrl', () => {
  it('sends the original request back to the authorization endpoint, without the signature', () => {
    expect(queryOf(continueAuthorizationUrl(signed()))).toEqual(request);
  });
  it('keeps the values intact, spaces and addresses included', () => {
    const url = continueAuthorizationUrl(signed());
    expect(url).toContain('scope=prompts%3Aread+prompts%3Awrite+offline_access');
    expect(url).toContain(`redirect_uri=${encodeURIComponent(request.redirect_uri)}`);
  });
  it('drops a prompt to sign in, which the person has just done', () => {
    expect(queryOf(continueAuthorizationUrl(signed({ prompt: 'login' })))).toEqual(request);
    expect(queryOf(continueAuthorizationUrl(signed({ prompt: 'create' })))).toEqual(request);
  });
  it('keeps any other prompt', () => {
    expect(queryOf(continueAuthorizationUrl(signed({ prompt: 'consent' }))).prompt).toBe('consent');
    expect(queryOf(continueAuthorizationUrl(signed({ prompt: 'login consent' }))).prompt).toBe('consent');
  });
  it('keeps repeated parameters of the request', () => {
    const params = signed();
    params.append('resource', 'https://promptnest.example/other');
    const url = new URL(continueAuthorizationUrl(params), 'http://app.test');
    expect(url.searchParams.getAll('resource')).toEqual([request.resource, 'https://promptnest.example/other']);
  });
});
