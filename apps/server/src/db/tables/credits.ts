/** Credit ledger and payment tables (declared by the credits and payments work). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CreditTables {}
