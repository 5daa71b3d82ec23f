import type { DBAdapter, DBTransactionAdapter, Where } from '@better-auth/core/db/adapter';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { hashStoredToken } from './stored-token.js';

type DrizzleAdapterFactory = ReturnType<typeof drizzleAdapter>;

/**
 * drizzle reports a failed query as "Failed query: <sql>" and keeps PostgreSQL's reason in `cause`. Code in
 * better-auth's plugins that tells a duplicate from other failures reads the message (the OAuth provider's
 * start-up, when two servers write the MCP resource's row at the same moment: the second must skip it, not
 * fail for good). So a failed insert's message carries the reason too.
 */
function withDatabaseReason(error: unknown): unknown {
  if (!(error instanceof Error) || !(error.cause instanceof Error)) return error;
  if (error.message.includes(error.cause.message)) return error;
  return new Error(`${error.message}: ${error.cause.message}`, { cause: error.cause });
}

const isSession = (model: string) => model === 'session' || model === 'sessions';

/**
 * A session's token is stored as its SHA-256 (docs/decisions/0018-backups-and-upgrades.md): every condition
 * on `token` is asked of the hash. `raw` remembers which raw token each hash came from, so a row found by
 * its token goes back to better-auth with the token it was asked for (it refreshes and deletes by it).
 */
function hashTokenConditions(model: string, where: Where[], raw: Map<string, string>): Where[] {
  if (!isSession(model)) return where;
  const hash = (value: string) => {
    const hashed = hashStoredToken(value);
    raw.set(hashed, value);
    return hashed;
  };
  return where.map((condition) => {
    if (condition.field !== 'token') return condition;
    if (typeof condition.value === 'string') return { ...condition, value: hash(condition.value) };
    if (Array.isArray(condition.value)) return { ...condition, value: (condition.value as unknown[]).map((v) => (typeof v === 'string' ? hash(v) : v)) as string[] };
    return condition;
  });
}

/** A session row with its raw token back in place of the stored hash, when the caller named that token. */
function withRawToken<T>(row: T, raw: Map<string, string>): T {
  if (!row || typeof row !== 'object' || !('token' in row) || typeof row.token !== 'string') return row;
  const token = raw.get(row.token);
  return token === undefined ? row : { ...row, token };
}

/** better-auth's adapter with session tokens stored hashed, inside transactions too. */
function hashSessionTokens(adapter: DBAdapter): DBAdapter;
function hashSessionTokens(adapter: DBTransactionAdapter): DBTransactionAdapter;
function hashSessionTokens(adapter: DBAdapter | DBTransactionAdapter): DBAdapter | DBTransactionAdapter {
  const tracked = <R>(model: string, where: Where[], run: (where: Where[], raw: Map<string, string>) => Promise<R>) => {
    const raw = new Map<string, string>();
    return run(hashTokenConditions(model, where, raw), raw);
  };
  const wrapped: DBTransactionAdapter = {
    ...adapter,
    create: async <T extends Record<string, unknown>, R = T>(input: Parameters<DBAdapter['create']>[0] & { data: Omit<T, 'id'> }) => {
      const token = isSession(input.model) ? (input.data as { token?: unknown }).token : undefined;
      if (typeof token !== 'string') return adapter.create<T, R>(input);
      const created = await adapter.create<T, R>({ ...input, data: { ...input.data, token: hashStoredToken(token) } });
      return withRawToken(created, new Map([[hashStoredToken(token), token]]));
    },
    findOne: (input) => tracked(input.model, input.where, async (where, raw) => withRawToken(await adapter.findOne({ ...input, where }), raw)),
    findMany: <T,>(input: Parameters<DBAdapter['findMany']>[0]) =>
      tracked(input.model, input.where ?? [], async (where, raw) => (await adapter.findMany<T>({ ...input, where })).map((row) => withRawToken(row, raw))),
    count: (input) => tracked(input.model, input.where ?? [], (where) => adapter.count({ ...input, where })),
    update: (input) => tracked(input.model, input.where, async (where, raw) => withRawToken(await adapter.update({ ...input, where }), raw)),
    updateMany: (input) => tracked(input.model, input.where, (where) => adapter.updateMany({ ...input, where })),
    delete: (input) => tracked(input.model, input.where, (where) => adapter.delete({ ...input, where })),
    deleteMany: (input) => tracked(input.model, input.where, (where) => adapter.deleteMany({ ...input, where })),
    consumeOne: (input) => tracked(input.model, input.where, async (where, raw) => withRawToken(await adapter.consumeOne({ ...input, where }), raw)),
    incrementOne: (input) => tracked(input.model, input.where, async (where, raw) => withRawToken(await adapter.incrementOne({ ...input, where }), raw)),
  };
  if (!('transaction' in adapter)) return wrapped;
  return { ...wrapped, transaction: (callback) => adapter.transaction((tx) => callback(hashSessionTokens(tx))) };
}

/**
 * better-auth's drizzle adapter, with session tokens stored hashed and the database's reason in the message
 * of a failed insert.
 */
export function authDatabaseAdapter(...args: Parameters<typeof drizzleAdapter>): DrizzleAdapterFactory {
  const factory = drizzleAdapter(...args);
  return (options) => {
    const adapter = hashSessionTokens(factory(options));
    return {
      ...adapter,
      create: async (input) => {
        try {
          return await adapter.create(input);
        } catch (error) {
          throw withDatabaseReason(error);
        }
      },
    };
  };
}
