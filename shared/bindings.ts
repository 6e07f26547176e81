/**
 * What a function may use. Each route in shared/routes.ts lists its bindings; one table per side
 * turns a binding into the permission and the settings together: infra/bindings.ts (CDK: grant +
 * environment) and infra/local/bindings.ts (the emulators' values). functions/lib/config.ts reads the
 * settings of the bindings a function has, once, at cold start.
 */
export const BINDINGS = {
  /** GetItem, Query, BatchGetItem, ConditionCheckItem on the table and its indexes. Never Scan. */
  'table:read': { settings: ['TABLE_NAME'] },
  /** table:read plus PutItem, UpdateItem, DeleteItem, BatchWriteItem (transactions use these). */
  'table:write': { settings: ['TABLE_NAME'] },
  /** The JWT key: verifies tokens (every non-public route has it) and signs them (login, register). */
  tokens: { settings: ['JWT_SECRET_ARN'] },
  /** scrypt at OWASP parameters: about 128 MB, and CPU grows with memory, so these get 1024 MB. */
  passwords: { settings: [] },
  /** Presigned GETs and HEADs on the media bucket's objects. */
  'media:read': { settings: ['VIDEO_BUCKET'] },
  /** media:read plus PUT, DELETE and multipart uploads on the media bucket's objects. */
  'media:write': { settings: ['VIDEO_BUCKET'] },
  /** The Excel exports: write and presign reads of objects under `exports/` in the media bucket. */
  exports: { settings: ['VIDEO_BUCKET'] },
  /** CloudFront signed playback URLs: key pair id and the private key's secret (both only when set up). */
  'media:sign': { settings: ['MEDIA_KEY_PAIR_ID', 'MEDIA_SIGNING_KEY_ARN'] },
  /** Razorpay API key id and key secret (one secret holding {keyId, keySecret}); locally the stand-in's URL too. */
  razorpay: { settings: ['RAZORPAY_SECRET_ARN'] },
  /** The secret Razorpay signs webhooks with. */
  'razorpay:webhook': { settings: ['RAZORPAY_WEBHOOK_SECRET_ARN'] },
  /** Who receives UPI payments: payee address and name (plain settings, not secrets). */
  'upi:payee': { settings: ['UPI_PAYEE_ADDRESS', 'UPI_PAYEE_NAME'] },
  /** What a receipt prints about the institute: its GSTIN when registered (optional). */
  'receipts': { settings: ['INSTITUTE_GSTIN'] },
} as const satisfies Record<string, { settings: readonly string[] }>;

export type Binding = keyof typeof BINDINGS;
export type Setting = (typeof BINDINGS)[Binding]['settings'][number];
