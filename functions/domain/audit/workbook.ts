import { PassThrough } from 'node:stream';
import type { AuditEntry, AuditQuery } from '#shared/audit.js';
import { indiaWallClock } from '#shared/india-time.js';
import { quoteFormulaText, writeQuotePrefix } from '#lib/xlsx-formula-text.js';
import { auditEntriesForExport } from './list.js';

const text = (value: Record<string, unknown> | undefined) =>
  value && Object.keys(value).length ? JSON.stringify(value) : '';

/** The audit log of a filter as an .xlsx workbook, newest first (at most AUDIT_EXPORT_MOST entries). */
export async function auditWorkbook(query: AuditQuery): Promise<Uint8Array> {
  const entries = await auditEntriesForExport(query);
  const body = new PassThrough();
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => body.on('end', resolve).on('error', reject));
  const { default: WorkbookWriter } = await import('exceljs/lib/stream/xlsx/workbook-writer.js');
  const workbook = new WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
  writeQuotePrefix(workbook);
  const sheet = workbook.addWorksheet('Audit log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'When (India)', key: 'when', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
    { header: 'Who', key: 'who', width: 24 },
    { header: 'Staff id', key: 'actorId', width: 28 },
    { header: 'Role', key: 'role', width: 12 },
    { header: 'Kind', key: 'kind', width: 10 },
    { header: 'Action', key: 'route', width: 48 },
    { header: 'Item', key: 'item', width: 28 },
    { header: 'Fields', key: 'fields', width: 40 },
    { header: 'Before', key: 'before', width: 30 },
    { header: 'After', key: 'after', width: 30 },
    { header: 'Status', key: 'status', width: 8 },
    { header: 'Error', key: 'code', width: 24 },
    { header: 'Address', key: 'address', width: 18 },
  ];
  for (const entry of entries) quoteFormulaText(sheet.addRow(rowOf(entry))).commit();
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

function rowOf(entry: AuditEntry) {
  return {
    when: indiaWallClock(new Date(entry.at.slice(0, 24))),
    who: entry.actorName ?? '',
    actorId: entry.actorId,
    role: entry.actorRole,
    kind: entry.kind,
    route: entry.route,
    item: Object.values(entry.params).join(' / '),
    fields: text(entry.fields),
    before: text(entry.outcome?.before),
    after: text(entry.outcome?.after),
    status: entry.outcome?.status ?? '',
    code: entry.outcome?.code ?? '',
    address: entry.address,
  };
}
