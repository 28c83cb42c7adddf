/**
 * The company's daily statistics call (docs/api-contract.md, "Company area"). Shapes: schemas/statistics.ts.
 */

export type { DailyAnswer, DailyRow } from './schemas/statistics';
