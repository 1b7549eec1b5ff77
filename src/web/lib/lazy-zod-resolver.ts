/**
 * A react-hook-form resolver whose schema (and zod with it) loads when the form is first used,
 * not with the page: zod is the largest script a form page has, and most visitors of a page with
 * a form only read it. `preload` starts loading early (call it when a field is first focused);
 * validation waits for it. If the code cannot load (the connection dropped), the values go
 * through unchecked and the server, which checks with the same schema, names any bad field.
 */
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let check: Resolver<Input, unknown, Output>
    try {
      check = await load()
    } catch {
      return { values: values as unknown as Output, errors: {} }
    }
    return check(values, context, options)
  }
  /** Starts loading; a failure here is retried when the form validates. */
  const preload = () => {
    load().catch(() => undefined)
  }
  return { resolver, preload }
}
