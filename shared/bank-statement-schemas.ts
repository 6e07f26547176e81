// Request bodies of the bank statement routes, shared with the admin's screen (zod/mini, like shared/schemas.ts).
import * as z from 'zod/mini';
import { optionalText, requiredText } from './schemas.js';

/** The size only: a size over the limit is refused by the route with statement_too_large, not as a bad number. */
export const statementUploadSchema = z.object({
  size: z
    .number({ error: 'The file size is required' })
    .check(z.refine(Number.isSafeInteger, 'The file size must be whole bytes'), z.minimum(1, 'The file is empty')),
});
export type StatementUploadInput = z.infer<typeof statementUploadSchema>;

/** Which column holds what, by the text of its header cell (case and spaces do not matter). */
export const statementMappingSchema = z.object({
  date: requiredText('The date column', 100),
  narration: requiredText('The narration column', 100),
  reference: optionalText('The reference column', 100),
  credit: requiredText('The credit column', 100),
  debit: optionalText('The debit column', 100),
});
export type StatementMappingInput = z.infer<typeof statementMappingSchema>;

export const statementImportSchema = z.object({
  fileKey: requiredText('fileKey', 300),
  /** Given when the header is not one the site knows: used for this file and remembered for the next. */
  mapping: z.optional(statementMappingSchema),
});
export type StatementImportInput = z.infer<typeof statementImportSchema>;
