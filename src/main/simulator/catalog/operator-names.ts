/**
 * Operator names. Countries clerks and tests use most get their real networks; the others get a
 * seeded pick of international brands, named the way the service names them ("Orange Mali").
 */
export const KNOWN_NETWORKS: Readonly<Record<string, readonly string[]>> = {
  NG: ['MTN Nigeria', 'Airtel Nigeria', 'Glo Nigeria', '9mobile Nigeria'],
  GH: ['MTN Ghana', 'Telecel Ghana', 'AirtelTigo Ghana'],
  KE: ['Safaricom Kenya', 'Airtel Kenya', 'Telkom Kenya'],
  IN: ['Airtel India', 'Jio India', 'Vi India', 'BSNL India'],
  MX: ['Telcel Mexico', 'Movistar Mexico', 'AT&T Mexico'],
  US: ['AT&T USA', 'T-Mobile USA', 'Verizon USA', 'Simple Mobile USA'],
  GB: ['EE', 'Vodafone UK', 'O2 UK', 'Three UK', 'Lebara UK'],
  FR: ['Orange France', 'SFR France', 'Bouygues Telecom France', 'Free Mobile France'],
  PH: ['Globe Philippines', 'Smart Philippines', 'DITO Philippines'],
  BD: ['Grameenphone Bangladesh', 'Robi Bangladesh', 'Banglalink Bangladesh', 'Teletalk Bangladesh'],
  CU: ['Cubacel Cuba'],
  HT: ['Digicel Haiti', 'Natcom Haiti'],
};

export const BRANDS: readonly string[] = [
  'Orange', 'Vodafone', 'MTN', 'Airtel', 'Digicel', 'Claro', 'Movistar', 'Tigo', 'Lycamobile',
  'Lebara', 'Ooredoo', 'Zain', 'Etisalat', 'Viettel', 'Telenor', 'Moov', 'Africell', 'Flow',
  'Vivo', 'Entel', 'Beeline', 'Kcell', 'Ucom', 'Smart', 'Unitel', 'Cellcom', 'Telekom', 'Lime',
];

/** The Cuban operator addressed by e-mail, and the only two domains it accepts. */
export const EMAIL_OPERATOR = {
  countryIso: 'CU',
  name: 'Cubacel Nauta',
  domains: ['nauta.com.cu', 'nauta.co.cu'] as readonly string[],
};
