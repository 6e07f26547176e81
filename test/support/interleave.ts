import { vi } from 'vitest';
import { db } from '#lib/db.js';

interface SentCommand {
  constructor: { name: string };
  input: {
    Key?: Record<string, unknown>;
    TransactItems?: Record<string, { Key?: Record<string, unknown>; Item?: Record<string, unknown> }>[];
  };
}

type Moment = (command: SentCommand) => boolean;

/**
 * Makes other requests' writes land at exact moments of this one: each `meanwhile` runs to its end once,
 * just before the first command of this test process that its `when` picks (after the step before it
 * ran) is sent to the table, and then that command goes on as it was. Commands sent by a `meanwhile`
 * itself are not looked at. Every command still reaches DynamoDB Local as it is; only their order is
 * set, as Lambdas racing would set it on a bad day. Returns the function that puts `send` back.
 */
export function inTurn(...steps: [when: Moment, meanwhile: () => Promise<unknown>][]): () => void {
  const client = db();
  const send = client.send.bind(client) as (command: unknown, ...rest: unknown[]) => Promise<unknown>;
  let next = 0;
  let running = false;
  const spy = vi.spyOn(client, 'send').mockImplementation((async (command: SentCommand, ...rest: unknown[]) => {
    const step = steps[next];
    if (!running && step && step[0](command)) {
      next++;
      running = true;
      try {
        await step[1]();
      } finally {
        running = false;
      }
    }
    return send(command, ...rest);
  }) as never);
  return () => spy.mockRestore();
}

/** One other request's write, landing just before the first command that `when` picks. */
export const landingBefore = (when: Moment, meanwhile: () => Promise<unknown>) => inTurn([when, meanwhile]);

/** A GetItem of the item with this key. */
export const getOf =
  (pk: string, sk: string): Moment =>
  (command) =>
    command.constructor.name === 'GetCommand' && command.input.Key?.pk === pk && command.input.Key?.sk === sk;

/** A TransactWriteItems. */
export const transaction = (): Moment => (command) => command.constructor.name === 'TransactWriteCommand';

/** A TransactWriteItems that writes, or checks, the item with this key. */
export const transactionWith =
  (pk: string, sk: string): Moment =>
  (command) =>
    transaction()(command) &&
    (command.input.TransactItems ?? []).some((item) =>
      Object.values(item).some(({ Key, Item }) => (Key ?? Item)?.pk === pk && (Key ?? Item)?.sk === sk),
    );
