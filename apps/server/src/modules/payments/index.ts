/**
 * The payments module's face (docs/decisions/016-module-faces-and-events.md): what app.ts and other modules
 * may use. Everything else in this folder is private to it (eslint.config.js).
 */
export { default as paymentsRoutes } from './routes.ts';
export { attachment, ledgerCsv, memberPaymentsCsv, tableCsv } from './csv.ts';
export { getLedgerForCsv, memberPaymentsForCsv } from './service.ts';
/** The attendance record (README "A fair, visible record"), optionally over a date range: the season table uses it. */
export { attendanceOf } from './service.ts';
