import { drizzleAdapter } from 'better-auth/adapters/drizzle';

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

/** better-auth's drizzle adapter, with the database's reason in the message of a failed insert. */
export function authDatabaseAdapter(...args: Parameters<typeof drizzleAdapter>): DrizzleAdapterFactory {
  const factory = drizzleAdapter(...args);
  return (options) => {
    const adapter = factory(options);
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
