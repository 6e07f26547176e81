import type { Row, Style, stream } from 'exceljs';

/**
 * Text that a spreadsheet takes for a formula once someone edits its cell: a payer named
 * "=HYPERLINK(...)" is written as text, but Excel turns it into a live formula when the cell is
 * opened and confirmed. Excel's own answer is the quote prefix (what typing '= gives): the cell's
 * style says its text is text. Starting characters as OWASP lists them for spreadsheet exports.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

interface StyleTable {
  addStyleModel(model: (Partial<Style> & { quotePrefix?: boolean }) | undefined, cellType?: number): number;
  model: { styles: string[] };
  index: { style: Record<string, number> };
}

/**
 * exceljs (4.4) writes a style's number format, font, fill, border, alignment and protection, and
 * drops `quotePrefix`. Taught here on one workbook writer: a style with `quotePrefix: true` is the same
 * style with quotePrefix="1" on its <xf>, kept once in the style table like any other.
 */
export function writeQuotePrefix(workbook: stream.xlsx.WorkbookWriter): void {
  const styles = (workbook as unknown as { styles: StyleTable }).styles;
  const plain = styles.addStyleModel.bind(styles);
  styles.addStyleModel = (model, cellType) => {
    const id = plain(model, cellType);
    if (!model?.quotePrefix) return id;
    const xml = styles.model.styles[id]!.replace(/^<xf /, '<xf quotePrefix="1" ');
    let quoted = styles.index.style[xml];
    if (quoted === undefined) {
      quoted = styles.index.style[xml] = styles.model.styles.length;
      styles.model.styles.push(xml);
    }
    return quoted;
  };
}

/** Marks the row's text cells that start like a formula with the quote prefix (the workbook must have writeQuotePrefix). */
export function quoteFormulaText(row: Row): Row {
  row.eachCell((cell) => {
    if (typeof cell.value === 'string' && FORMULA_START.test(cell.value))
      cell.style = { ...cell.style, quotePrefix: true } as Partial<Style>;
  });
  return row;
}
