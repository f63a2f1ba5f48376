import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandColour, brandInitials, brandSlug } from '../../../src/main/simulator/catalog/logo';
import { get, startSimulator, token, VERSIONED, type Operator, type Page, type RunningSimulator } from './support';

let sim: RunningSimulator;
let operators: Operator[];

beforeAll(async () => {
  sim = await startSimulator({ seed: 21 });
  operators = (await get<Page<Operator>>(sim, '/operators?size=1000')).body.content;
});
afterAll(() => sim.close());

/** The operators' records fetched with a chosen Host header (fetch cannot set one). */
async function operatorsWithHost(host: string): Promise<Page<Operator>> {
  const url = new URL(sim.url);
  const headers = { Host: host, Authorization: `Bearer ${await token(sim)}`, Accept: VERSIONED };
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: '/operators?size=3', headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text) as Page<Operator>));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('logo links', () => {
  it('point every operator at the SVG of its brand on the simulator', () => {
    for (const operator of operators) expect(operator.logoUrls).toEqual([`${sim.url}/logos/${brandSlug(operator.name)}.svg`]);
    const mtn = operators.filter((o) => o.name.startsWith('MTN '));
    expect(new Set(mtn.map((o) => o.logoUrls[0])).size).toBe(1);
    expect(mtn[0]!.logoUrls[0]).toBe(`${sim.url}/logos/mtn.svg`);
    expect(operators.find((o) => o.name === 'AT&T USA')!.logoUrls[0]).toBe(`${sim.url}/logos/at-t.svg`);
  });

  it('follow the Host the client used, and ignore one that is not a plain host', async () => {
    const proxied = await operatorsWithHost('localhost:4999');
    const first = proxied.content[0]!;
    expect(first.logoUrls[0]).toBe(`http://localhost:4999/logos/${brandSlug(first.name)}.svg`);
    const odd = await operatorsWithHost('evil.example/"><script>');
    expect(odd.content[0]!.logoUrls[0]).toBe(`${sim.url}/logos/${brandSlug(first.name)}.svg`);
  });
});

describe('the logo CDN', () => {
  it('serves every brand a small SVG without a token', async () => {
    for (const url of new Set(operators.map((o) => o.logoUrls[0]!))) {
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await answer.text();
      expect(Buffer.byteLength(svg), url).toBeLessThan(1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><rect [^>]*\/><text [^>]*>[^<>]+<\/text><\/svg>$/);
    }
  });

  it('draws MTN in its colour, with its initials, cacheable for long', async () => {
    const mtn = operators.find((o) => o.name === 'MTN Nigeria')!;
    const answer = await fetch(mtn.logoUrls[0]!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await answer.text();
    expect(Buffer.byteLength(svg)).toBeLessThan(1024);
    expect(svg).toContain('>MTN</text>');
    expect(svg).toContain(`fill="${brandColour('MTN Nigeria')}"`);
  });

  it('escapes the initials', async () => {
    const att = operators.find((o) => o.name === 'AT&T USA')!;
    const svg = await (await fetch(att.logoUrls[0]!)).text();
    expect(svg).toContain('>AT&#38;T</text>');
    expect(svg).not.toContain('AT&T');
  });

  it('answers 404 for a brand it does not have', async () => {
    expect((await fetch(`${sim.url}/logos/no-such-brand.svg`)).status).toBe(404);
    expect((await fetch(`${sim.url}/logos/..%2Fmtn.svg`)).status).toBe(404);
  });

  it('is not the API: counted apart, and untouched by the API faults', async () => {
    const before = sim.stats();
    sim.faults.inject({ kind: 'status', status: 503 });
    expect((await fetch(operators[0]!.logoUrls[0]!)).status).toBe(200);
    expect((await get(sim, '/accounts/balance')).status).toBe(503);
    expect(sim.stats().logoRequests - before.logoRequests).toBe(1);
    expect(sim.stats().requests - before.requests).toBe(1);
  });

  it('goes away with the rest of the simulator when offline', async () => {
    sim.faults.setOffline(true);
    try {
      await expect(fetch(operators[0]!.logoUrls[0]!)).rejects.toThrow();
    } finally {
      sim.faults.setOffline(false);
    }
  });
});

describe('initials and colours', () => {
  it('reads initials a clerk recognises', () => {
    expect(brandInitials('MTN Nigeria')).toBe('MTN');
    expect(brandInitials('Airtel Kenya Data')).toBe('AT');
    expect(brandInitials('Vodafone UK')).toBe('VF');
    expect(brandInitials('AT&T Mexico')).toBe('AT&T');
    expect(brandInitials('T-Mobile USA')).toBe('TM');
    expect(brandInitials('AirtelTigo Ghana')).toBe('AT');
    expect(brandInitials('9mobile Nigeria')).toBe('9M');
    expect(brandInitials('Jio India')).toBe('JIO');
    expect(brandInitials('EE')).toBe('EE');
  });

  it('gives a brand one dark colour wherever it operates', () => {
    expect(brandColour('Orange Mali')).toBe(brandColour('Orange France'));
    expect(brandColour('Orange Mali')).not.toBe(brandColour('MTN Ghana'));
    for (const operator of operators) {
      const colour = brandColour(operator.name);
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      // WCAG contrast of white on it: at least 3:1, the bar for large bold text.
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(colour.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      expect(1.05 / (luminance + 0.05), `${operator.name} ${colour}`).toBeGreaterThanOrEqual(3);
    }
  });
});
