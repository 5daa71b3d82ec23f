import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.js';

function buildWith(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'promptnest-preloads-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dist, 'assets', name), code);
  return dist;
}

describe('route preloads', () => {
  const dist = buildWith({
    'shared-prompt-AbCdEf12.js': 'import{a}from"./card-XyZ_1234.js";import"./react-QwErTy12.js";const l=()=>import("./dialog-LaZy1234.js");',
    'card-XyZ_1234.js': 'import{b}from"./cn-Cn123456.js";export{b as a}',
    'cn-Cn123456.js': 'export const b=1',
    'react-QwErTy12.js': 'export{}',
    'dialog-LaZy1234.js': 'export{}',
  });

  it('names the page chunk and everything it imports statically, never what it loads later or the page already has', () => {
    const html = '<link rel="modulepreload" crossorigin href="/assets/react-QwErTy12.js">';
    const tags = routePreloads(dist, 'shared-prompt', html).split('\n').map((tag) => tag.trim());
    expect(tags.sort()).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/card-XyZ_1234.js">',
      '<link rel="modulepreload" crossorigin href="/assets/cn-Cn123456.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-prompt-AbCdEf12.js">',
    ]);
  });

  it('gives nothing for a build without that page', () => {
    expect(routePreloads(dist, 'no-such-page', '')).toBe('');
    expect(routePreloads(path.join(dist, 'missing'), 'shared-prompt', '')).toBe('');
  });
});
