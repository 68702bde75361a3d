import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose code (zod and the schema) can be fetched ahead of the first validation. */
export type LazyResolver<T extends FieldValues, Out> = Resolver<T, unknown, Out> & { preload(): void };

/**
 * A form's resolver fetched when it is first needed: a form on a first screen (login, contact) shows
 * without zod and its schema, which only validate what is typed. `useSchemaForm` fetches it as soon as
 * anything on the page takes focus; a submit before that waits for it.
 */
export function lazyResolver<T extends FieldValues, Out>(
  load: () => Promise<Resolver<T, unknown, Out>>,
): LazyResolver<T, Out> {
  let loading: Promise<Resolver<T, unknown, Out>> | undefined;
  const loaded = () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
  const resolver: Resolver<T, unknown, Out> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
