import { getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorShape, get, startSimulator, type ApiErrorBody, type Country, type Operator, type RunningSimulator } from './support';

let sim: RunningSimulator;
let countries: string[];

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
  countries = (await get<Country[]>(sim, '/countries')).body.map((country) => country.isoName);
});
afterAll(() => sim.close());

const detect = <T = Operator>(phone: string, iso: string, query = '') =>
  get<T>(sim, `/operators/auto-detect/phone/${encodeURIComponent(phone)}/countries/${iso}${query}`);

describe('GET /operators/auto-detect/phone/{phone}/countries/{iso}', () => {
  it('detects an operator of the country for every covered country: example number, its other forms and last-digit variants', async () => {
    const failures: string[] = [];
    await Promise.all(
      countries.map(async (iso) => {
        const example = getExampleNumber(iso as CountryCode, examples);
        if (!example) return failures.push(`${iso}: no example`);
        const national = example.nationalNumber;
        const code = getCountryCallingCode(iso as CountryCode);
        const forms = [national, `${code}${national}`, `+${code}${national}`, ...['000', '111', '222', '333', '444', '987'].map((end) => `${national.slice(0, -3)}${end}`)];
        for (const phone of forms) {
          const answer = await detect(phone, iso);
          if (answer.status !== 200 || answer.body.country.isoName !== iso) failures.push(`${iso} ${phone}: ${answer.status} ${answer.text.slice(0, 80)}`);
        }
        return undefined;
      }),
    );
    expect(failures).toEqual([]);
  });

  it('answers the full operator record, one of the country’s main airtime networks', async () => {
    const answer = await detect('08031234567', 'NG');
    expect(answer.status).toBe(200);
    expect(answer.body.name).toBe('MTN Nigeria');
    expect(answer.body.id).toBe(answer.body.operatorId);
    expect(answer.body.pin || answer.body.data || answer.body.bundle).toBe(false);
    expect(answer.body.suggestedAmounts).toEqual([]);
  });

  it.each([
    ['08031234567', 'NG', 'MTN Nigeria'],
    ['+2348021234567', 'NG', 'Airtel Nigeria'],
    ['2348051234567', 'NG', 'Glo Nigeria'],
    ['0712123456', 'KE', 'Safaricom Kenya'],
    ['0241234567', 'GH', 'MTN Ghana'],
  ])('knows the real prefixes: %s in %s is %s', async (phone, iso, name) => {
    expect((await detect(phone, iso)).body.name).toBe(name);
  });

  it('keeps a number on the same operator whatever its last digits', async () => {
    const first = (await detect('07400123456', 'GB')).body.id;
    expect((await detect('07400123999', 'GB')).body.id).toBe(first);
  });

  it('fills suggested amounts only when asked', async () => {
    const range = (await get<Operator[]>(sim, '/operators/countries/NG')).body.find((o) => o.denominationType === 'RANGE' && o.name === 'MTN Nigeria');
    const answer = await detect('08031234567', 'NG', '?suggestedAmounts=true&suggestedAmountsMap=true');
    if (range) {
      expect(answer.body.suggestedAmounts.length).toBeGreaterThan(0);
      expect(Object.keys(answer.body.suggestedAmountsMap).length).toBeGreaterThan(0);
    } else {
      expect(answer.body.suggestedAmounts).toEqual([]);
    }
  });

  it.each([
    ['a landline', '02079460000', 'GB'],
    ['too short a number', '123', 'NG'],
    ['letters', 'not-a-phone', 'NG'],
    ['a number of another country', '+447400123456', 'NG'],
  ])('refuses %s with 404 COULD_NOT_AUTO_DETECT_OPERATOR', async (_label, phone, iso) => {
    const answer = await detect(phone, iso);
    expect(answer.status).toBe(404);
    expect(errorShape(answer.body).errorCode).toBe('COULD_NOT_AUTO_DETECT_OPERATOR');
  });

  it('refuses an unsupported country with 404 COUNTRY_NOT_SUPPORTED', async () => {
    const answer = await detect<ApiErrorBody>('12345678', 'AQ');
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('COUNTRY_NOT_SUPPORTED');
  });

  it('charges 0.0013 USD for each auto-detect of an Indian number, and nothing elsewhere', async () => {
    const before = sim.balance();
    expect((await detect('8123456789', 'IN')).status).toBe(200);
    expect(sim.balance()).toBe(Number((before - 0.0013).toFixed(4)));
    await detect('08031234567', 'NG');
    expect(sim.balance()).toBe(Number((before - 0.0013).toFixed(4)));
  });
});
