/**
 * The part of inversify's API the product uses, in a few lines of platform code (decision 0325). The browser build
 * resolves `inversify` to this file for the product's own modules (build/inversify-lite.ts); the sources,
 * their types and the stores' and CLI's tests keep the real library. What it does, as inversify 8 does:
 * - `@injectable()` on a class and `@inject(id)` (with `@optional()`) on each constructor parameter;
 * - `new Container()`, `bind(id).toSelf()` (transient, or `.inSingletonScope()`), `bind(id).toConstantValue(v)`,
 *   `get(id)`, `isBound(id)`, `load(...modules)`;
 * - `new ContainerModule(({ bind, isBound }) => ...)`.
 * Anything else throws at once (a parameter without `@inject`, an unbound or ambiguous id, a cycle, a property
 * injection, an asynchronous module), so a store that starts using more of inversify fails its first test in the
 * browser build instead of misbehaving.
 *
 * Why: inversify with reflect-metadata was about 20 kB gzip of the 204 kB / loaded and the largest library share of
 * the registry page's main-thread time (decision 0305: about 0.8 s of 3.0 s, 4 x throttled).
 */

/** What a binding may be asked for by: a class, a symbol or a string. */
type ServiceId = symbol | string | (abstract new (...args: never[]) => unknown);
type Newable = new (...args: unknown[]) => unknown;

interface ParamMeta {
  id?: ServiceId;
  optional?: boolean;
}

/** The constructor parameters each class declared with @inject / @optional, by position. */
const PARAMS = new WeakMap<object, ParamMeta[]>();

function paramDecorator(apply: (meta: ParamMeta) => void) {
  return (target: object, key: string | symbol | undefined, index?: unknown): void => {
    if (typeof index !== 'number' || key !== undefined) {
      throw new Error('inversify-lite: only constructor parameters may be injected');
    }
    let params = PARAMS.get(target);
    if (!params) {
      params = [];
      PARAMS.set(target, params);
    }
    params[index] ??= {};
    apply(params[index]);
  };
}

export function injectable() {
  return (_target: object): void => undefined;
}

export function inject(id: ServiceId) {
  return paramDecorator((meta) => {
    meta.id = id;
  });
}

export function optional() {
  return paramDecorator((meta) => {
    meta.optional = true;
  });
}

const describe = (id: ServiceId) => (typeof id === 'function' ? id.name : String(id));

interface Binding {
  readonly create: (container: Container) => unknown;
  singleton: boolean;
  done: boolean;
  value: unknown;
}

class BindingSyntax {
  constructor(
    private readonly id: ServiceId,
    private readonly add: (binding: Binding) => void,
  ) {}

  toSelf() {
    const type = this.id;
    if (typeof type !== 'function') throw new Error(`inversify-lite: toSelf() needs a class, not ${describe(type)}`);
    const binding: Binding = { create: (c) => c.construct(type as Newable), singleton: false, done: false, value: undefined };
    this.add(binding);
    return {
      inSingletonScope: () => {
        binding.singleton = true;
      },
      inTransientScope: () => {
        binding.singleton = false;
      },
    };
  }

  toConstantValue(value: unknown): void {
    this.add({ create: () => value, singleton: true, done: true, value });
  }
}

export interface ContainerModuleLoadOptions {
  readonly bind: (id: ServiceId) => BindingSyntax;
  readonly isBound: (id: ServiceId) => boolean;
}

export class ContainerModule {
  constructor(private readonly register: (options: ContainerModuleLoadOptions) => void) {}

  load(options: ContainerModuleLoadOptions): void {
    const result: unknown = this.register(options);
    if (result instanceof Promise) throw new Error('inversify-lite: container modules are loaded synchronously');
  }
}

export class Container {
  private readonly bindings = new Map<ServiceId, Binding[]>();
  private readonly resolving = new Set<ServiceId>();

  bind(id: ServiceId): BindingSyntax {
    return new BindingSyntax(id, (binding) => {
      const list = this.bindings.get(id);
      if (list) list.push(binding);
      else this.bindings.set(id, [binding]);
    });
  }

  isBound(id: ServiceId): boolean {
    return (this.bindings.get(id)?.length ?? 0) > 0;
  }

  load(...modules: ContainerModule[]): void {
    for (const module of modules) module.load({ bind: (id) => this.bind(id), isBound: (id) => this.isBound(id) });
  }

  get<T>(id: ServiceId, options?: { readonly optional?: boolean }): T {
    const list = this.bindings.get(id);
    if (!list || list.length === 0) {
      if (options?.optional) return undefined as T;
      throw new Error(`inversify-lite: no binding for ${describe(id)}`);
    }
    if (list.length > 1) throw new Error(`inversify-lite: ambiguous bindings for ${describe(id)}`);
    const binding = list[0] as Binding;
    if (binding.singleton && binding.done) return binding.value as T;
    if (this.resolving.has(id)) throw new Error(`inversify-lite: circular dependency on ${describe(id)}`);
    this.resolving.add(id);
    try {
      const value = binding.create(this);
      if (binding.singleton) {
        binding.value = value;
        binding.done = true;
      }
      return value as T;
    } finally {
      this.resolving.delete(id);
    }
  }

  /** Builds an instance of `type` with its declared constructor parameters (used by toSelf bindings). */
  construct(type: Newable): unknown {
    const params = PARAMS.get(type) ?? [];
    const count = Math.max(params.length, type.length);
    const args: unknown[] = [];
    for (let i = 0; i < count; i += 1) {
      const meta = params[i];
      if (!meta?.id) throw new Error(`inversify-lite: parameter ${i} of ${type.name} has no @inject`);
      args.push(meta.optional ? this.get(meta.id, { optional: true }) : this.get(meta.id));
    }
    return new type(...args);
  }
}
