/** Test fixture: starts DynamoDB Local (in memory), prints its process id, then waits to be killed. */
import { startDynamo } from '#infra/local/dynamodb.js';

const dynamo = await startDynamo();
console.log(`READY ${dynamo.process.pid} ${dynamo.endpoint}`);
setInterval(() => undefined, 60_000);
