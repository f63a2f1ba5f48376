import { describe, expect, it } from 'vitest';
import { appEntryUrl, customerPageUrl, isAppOrigin } from '../../../src/main/shell/app-origin';

describe("the app's origin", () => {
  const built = appEntryUrl(undefined);
  const dev = appEntryUrl('http://localhost:5173');

  it('is app://till for a build and the dev server in development', () => {
    expect(built.href).toBe('app://till/index.html');
    expect(dev.href).toBe('http://localhost:5173/');
  });

  it.each(['app://till/index.html', 'app://till/assets/x.js', 'app://till/#/sale'])('accepts %s', (url) => {
    expect(isAppOrigin(url, built)).toBe(true);
  });

  it.each([
    'app://till.evil/index.html',
    'app://evil/index.html',
    'app://till@evil/index.html',
    'app://evil@till/index.html',
    'file:///app/out/renderer/index.html',
    'https://till/index.html',
    'http://localhost:5173/',
    'not a url',
    '',
    null,
  ])('refuses %s for a build', (url) => {
    expect(isAppOrigin(url, built)).toBe(false);
  });

  it.each(['http://localhost:5173.evil.com/', 'http://localhost:5174/', 'https://localhost:5173/', 'http://127.0.0.1:5173/'])('refuses %s in development', (url) => {
    expect(isAppOrigin(url, dev)).toBe(false);
  });

  it("puts the customer display's page at /customer on the same origin, in a build and in development", () => {
    expect(customerPageUrl(built)).toBe('app://till/customer');
    expect(customerPageUrl(dev)).toBe('http://localhost:5173/customer');
    expect(isAppOrigin(customerPageUrl(built), built)).toBe(true);
    expect(isAppOrigin(customerPageUrl(dev), dev)).toBe(true);
  });
});
