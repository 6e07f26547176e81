/**
 * The table's key layout, declared once for the CDK stack and for DynamoDB Local. CloudFormation adds
 * at most one global secondary index per deployment: add a new one in its own release.
 */
export const TABLE_LAYOUT = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    // Users by role and join date; the pending UPI queue; money received by date; recent enrolments.
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    // The payment ledger by method and status, newest first.
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  ttlAttribute: 'ttl',
} as const;
