/** The table's key layout, declared once for the CDK stack and for DynamoDB Local. */
export const TABLE_LAYOUT = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  ttlAttribute: 'ttl',
} as const;
