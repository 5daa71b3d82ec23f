import { MCP_PATH, OAUTH_BASE_PATH } from '@promptnest/core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOfTheRouter } from '../../test/api-matrix.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';

/** The reference's own pages, which describe the API rather than belong to it. */
const referenceRoutes = ['GET /api/openapi.json', 'GET /api/docs', 'GET /api/docs/start.js', 'GET /api/docs/reference.js'];

interface Document {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, { operationId?: string; 'x-access'?: string; responses: Record<string, unknown> }>>;
}

describe('GET /api/openapi.json', () => {
  let db: TestDatabase;
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = buildTestApp(db);
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    doc = (await response.json()) as Document;
  });
  afterAll(() => db.drop());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.servers[0]?.url).toBe(`${t.deps.config.appUrl}/api`);
  });

  it('documents every route of the router and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // The MCP endpoint speaks its own protocol (its tools describe themselves), not this REST API; better-auth's
    // old error address only redirects a browser to the /oauth/error page.
    const served = routesOfTheRouter(t).filter((route) => !referenceRoutes.includes(route) && !route.endsWith(` ${MCP_PATH}`) && !route.includes(` ${OAUTH_BASE_PATH}/`) && route !== 'GET /api/auth/error');
    expect(documented.sort()).toEqual(served);
    expect(served.filter((route) => route.includes(' /api/v1/')).length).toBeGreaterThan(10);
  });

  it('names each operation once and says which key may call it', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.values(ops).map((op) => ({ path, ...op })));
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations.filter((o) => o.path.startsWith('/v1/'))) {
      expect(['read', 'write'], op.operationId).toContain(op['x-access']);
      expect(Object.keys(op.responses).some((status) => status.startsWith('2')), op.operationId).toBe(true);
    }
  });
});
