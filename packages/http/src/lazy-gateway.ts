/**
 * A gateway whose adapter is loaded on its first call (issue 15): the composition root binds the adapters the first
 * screen does not call (registry, orders, addresses, ...) this way, so their code and schemas are not in the files
 * the home page loads. Every port method returns a promise, so a call made before the adapter has arrived simply
 * waits for it; a failed load rejects that call and the next call tries again. `eager` answers the methods the first
 * screen calls at once (home's catalogue reads), without waiting for the rest of the adapter.
 */
export function lazyGateway<T extends object>(load: () => Promise<T>, eager?: Partial<T>): T {
  let loading: Promise<T> | null = null;
  const adapter = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return new Proxy({} as T, {
    get(_target, name) {
      // Not a thenable: awaiting the gateway itself must not call the adapter.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      const at = eager?.[name as keyof T];
      if (typeof at === 'function') return (at as (...a: unknown[]) => unknown).bind(eager);
      return (...args: unknown[]) =>
        adapter().then((gateway) => {
          const method = (gateway as Record<string, unknown>)[name];
          if (typeof method !== 'function') throw new TypeError(`The gateway has no method ${name}`);
          return (method as (...a: unknown[]) => unknown).apply(gateway, args);
        });
    },
  });
}
