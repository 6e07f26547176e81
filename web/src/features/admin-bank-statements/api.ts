import { STATEMENT_CONTENT_TYPE, type StatementApprovalReply } from '../../../../shared/bank-statements';
import type { StatementMappingInput } from '../../../../shared/bank-statement-schemas';
import { api } from '../../lib/api';

export type { StatementApprovalReply, StatementImportReply } from '../../../../shared/bank-statements';
export type StatementMapping = StatementMappingInput;
type StatementPayment = StatementApprovalReply['approved'][number];
/** Each round approves what the server's time allows (hundreds): this many is any statement's worth. */
const MAX_ROUNDS = 50;

/** XHR rather than fetch: only XHR reports upload progress in browsers. */
function putWithProgress(url: string, file: Blob, onProgress: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', STATEMENT_CONTENT_TYPE);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`The upload failed with status ${xhr.status}`));
    xhr.onerror = () => reject(new Error('The upload failed: check the connection and try again'));
    xhr.send(file);
  });
}

/** The file straight to S3 through a presigned PUT; answers its key for the import. */
export async function uploadStatement(file: File, onProgress: (sent: number) => void): Promise<string> {
  const { uploadUrl, fileKey } = await api(
    'POST /api/admin/bank-statements/uploads',
    {},
    { body: { size: file.size } },
  );
  await putWithProgress(uploadUrl, file, onProgress);
  onProgress(file.size);
  return fileKey;
}

export async function importStatement(fileKey: string, mapping?: StatementMapping) {
  return api('POST /api/admin/bank-statements', {}, { body: { fileKey, ...(mapping ? { mapping } : {}) } });
}

/**
 * Approves every matched payment of the statement. The server stops before its time is up and says how
 * many are left; they are asked for again until none is, and the answers are put together.
 */
export async function approveAllMatched(statementId: string): Promise<StatementApprovalReply> {
  const approved = new Map<string, StatementPayment>();
  const alreadyApproved = new Map<string, StatementPayment>();
  let last: StatementApprovalReply | undefined;
  for (let round = 0; round < MAX_ROUNDS && (!last || last.remaining > 0); round++) {
    last = await api('POST /api/admin/bank-statements/{statementId}/approve', { statementId });
    for (const payment of last.approved) approved.set(payment._id, payment);
    // What an earlier round approved is approved already in the next: it stays counted as this action's.
    for (const payment of last.alreadyApproved)
      if (!approved.has(payment._id)) alreadyApproved.set(payment._id, payment);
  }
  return {
    statementId,
    approved: [...approved.values()],
    alreadyApproved: [...alreadyApproved.values()],
    notApproved: last?.notApproved ?? [],
    remaining: last?.remaining ?? 0,
  };
}
