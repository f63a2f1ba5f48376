import { EventEmitter } from 'node:events';
import type { WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { appEntryUrl } from '../../../src/main/shell/app-origin';
import { hardenWebContents, mayNavigate, mayRedirect } from '../../../src/main/shell/navigation-guard';

const entry = appEntryUrl(undefined);

describe('the navigation policy', () => {
  it('allows only in-page moves on the app origin', () => {
    expect(mayNavigate({ url: 'app://till/index.html#x', isSameDocument: true }, entry)).toBe(true);
    expect(mayNavigate({ url: 'app://till/other.html', isSameDocument: false }, entry)).toBe(false);
    expect(mayNavigate({ url: 'https://evil.example/', isSameDocument: true }, entry)).toBe(false);
    expect(mayNavigate({ url: 'https://evil.example/', isSameDocument: false }, entry)).toBe(false);
  });

  it('keeps redirects on the app origin', () => {
    expect(mayRedirect('app://till/index.html', entry)).toBe(true);
    expect(mayRedirect('https://evil.example/', entry)).toBe(false);
  });
});

/** Just enough of a WebContents to see what the guard registers and what it does with each event. */
function fakeContents() {
  const emitter = new EventEmitter();
  let openHandler: ((details: { url: string }) => { action: string }) | null = null;
  const contents = Object.assign(emitter, {
    setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
      openHandler = handler;
    },
  });
  const fire = (event: string, details: { url: string; isSameDocument?: boolean }) => {
    let prevented = false;
    emitter.emit(event, { ...details, isSameDocument: details.isSameDocument ?? false, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { contents: contents as unknown as WebContents, fire, open: (url: string) => openHandler?.({ url }) };
}

describe('a hardened web contents', () => {
  it('denies new windows, navigation away, foreign redirects and webviews, and says so', () => {
    const { contents, fire, open } = fakeContents();
    const refused: string[] = [];
    hardenWebContents(contents, entry, (what) => refused.push(what));

    expect(open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(open('app://till/index.html')).toEqual({ action: 'deny' });
    expect(fire('will-navigate', { url: 'https://evil.example/' })).toBe(true);
    expect(fire('will-navigate', { url: 'app://till/index.html' })).toBe(true);
    expect(fire('will-frame-navigate', { url: 'https://evil.example/' })).toBe(true);
    expect(fire('will-redirect', { url: 'https://evil.example/' })).toBe(true);
    expect(fire('will-attach-webview', { url: '' })).toBe(true);
    expect(refused).toEqual(['new window', 'new window', 'navigation', 'navigation', 'frame navigation', 'redirect', 'webview']);
  });

  it('lets in-page moves and same-origin redirects through', () => {
    const { contents, fire } = fakeContents();
    hardenWebContents(contents, entry, () => undefined);
    expect(fire('will-navigate', { url: 'app://till/index.html#top', isSameDocument: true })).toBe(false);
    expect(fire('will-redirect', { url: 'app://till/index.html' })).toBe(false);
  });
});
