import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRendererDir, resolveRendererFile } from '../../../src/main/renderer-files/renderer-file';

let root: string;
let outside: string;

beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'till-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  root = mkdtempSync(join(tmpdir(), 'till-renderer-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'assets', 'index-1a2b.js'), '');
  writeFileSync(join(root, 'assets', 'index-1a2b.css'), '');
  writeFileSync(join(root, '.env'), 'X=1');
  symlinkSync(join(outside, 'secret.txt'), join(root, 'assets', 'link.js'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('finding a file of the built renderer', () => {
  it('serves the index for / and files by their path, with their type', () => {
    expect(resolveRendererFile(root, '/')?.path).toBe(join(root, 'index.html'));
    expect(resolveRendererFile(root, '/index.html')?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(resolveRendererFile(root, '/assets/index-1a2b.js')?.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(resolveRendererFile(root, '/assets/index-1a2b.css')?.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('caches hashed assets for good and the index never', () => {
    expect(resolveRendererFile(root, '/')?.headers['cache-control']).toBe('no-store');
    expect(resolveRendererFile(root, '/assets/index-1a2b.js')?.headers['cache-control']).toContain('immutable');
  });

  it('sends the security headers with every file', () => {
    const headers = resolveRendererFile(root, '/assets/index-1a2b.js')?.headers;
    expect(headers?.['x-content-type-options']).toBe('nosniff');
    expect(headers?.['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/assets\\..\\..\\x', '/%00', '/.env', '/assets', '/missing.js', '/assets/link.js', '/%E0%A4%A'])('finds nothing for %s', (path) => {
    expect(resolveRendererFile(root, path)).toBeNull();
  });
});

describe('where the built renderer is', () => {
  it('is out/renderer beside a build and in the checkout when run from source', () => {
    expect(builtRendererDir('/till/out/main')).toBe(join('/till/out/renderer'));
    expect(builtRendererDir('/till/src/main')).toBe(join('/till/out/renderer'));
  });
});
