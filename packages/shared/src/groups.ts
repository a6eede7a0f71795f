/** groups: schemas, types and texts (filled in by the groups feature). */
export {};
