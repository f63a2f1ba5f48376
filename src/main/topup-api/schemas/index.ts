// The resource schemas and their types, as the rest of the till may use them (the catalog re-parses
// stored operator records, the journal stored transactions). Plumbing (decode, envelopes, the token
// answer) is imported from its own module by the client.
export { balanceSchema, type Balance } from './account';
export { commissionSchema, type Commission } from './commission';
export { countrySchema, type Country } from './country';
export { fxRateSchema, type FxRate } from './fx-rate';
export { operatorSchema, type Operator } from './operator';
export { promotionSchema, type Promotion } from './promotion';
export {
  asyncTopupSchema,
  topupStatusSchema,
  transactionSchema,
  type TopupStatus,
  type TopupTransaction,
} from './transaction';
