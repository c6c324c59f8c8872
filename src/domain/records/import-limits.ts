/**
 * How much one CSV import may carry: a file of at most 1 MiB and 1,000 rows (a pharmacy's or a
 * lab's catalogue at once, and small enough to preview every row), sent 100 rows a request (one
 * transaction each, and the step of the progress shown).
 */
export const IMPORT_LIMITS = { maxBytes: 1024 * 1024, maxRows: 1000, batchRows: 100 } as const;
