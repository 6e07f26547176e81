// exceljs's streaming workbook writer on its own (exceljs/lib/stream/xlsx/workbook-writer.js): the
// package's typings describe it only as part of the whole library, whose reader and document model
// an export does not need in its bundle.
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type { stream } from 'exceljs';

  const WorkbookWriter: typeof stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
