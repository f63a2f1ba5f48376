/**
 * Real number prefixes (first digits of the national number) of a few well-known networks, so
 * training with real numbers detects the network a clerk expects. Every other prefix is shared out
 * among a country's networks by a hash (see detect.ts).
 */
export const KNOWN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  'MTN Nigeria': ['703', '706', '803', '806', '810', '813', '814', '816', '903', '906', '913', '916'],
  'Airtel Nigeria': ['701', '708', '802', '808', '812', '901', '902', '904', '907', '912'],
  'Glo Nigeria': ['705', '805', '807', '811', '815', '905', '915'],
  '9mobile Nigeria': ['809', '817', '818', '908', '909'],
  'MTN Ghana': ['24', '25', '53', '54', '55', '59'],
  'Telecel Ghana': ['20', '50'],
  'AirtelTigo Ghana': ['26', '27', '56', '57'],
  'Safaricom Kenya': ['70', '71', '72', '74', '79', '11'],
  'Airtel Kenya': ['73', '75', '78', '10'],
  'Telkom Kenya': ['77'],
};
