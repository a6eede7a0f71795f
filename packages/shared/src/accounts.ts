/** accounts: schemas, types and texts (filled in by the accounts feature). */
export {};
