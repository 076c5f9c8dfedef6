import { describe, expect, it } from 'vitest';
import { Container as ImportedContainer } from 'inversify';
import { ALL_STORE_MODULES } from '@kado/stores';
import { Container, ContainerModule, inject, injectable, optional } from './inversify-lite';
import { testContainer } from '../test/render';

const CLOCK = Symbol('Clock');
const NAME = Symbol('Name');

@injectable()
class Counter {
  count = 0;
}

@injectable()
class Greeter {
  constructor(
    @inject(NAME) readonly name: string,
    @inject(Counter) readonly counter: Counter,
    @inject(CLOCK) @optional() readonly clock: string = 'system clock',
  ) {}
}

@injectable()
class NeedsName {
  constructor(readonly name: string) {}
}

@injectable()
class Left {
  constructor(@inject('Right') readonly right: unknown) {}
}

describe('inversify-lite (decision 0325)', () => {
  it('builds a class from its @inject parameters; a missing @optional one takes its default', () => {
    const container = new Container();
    container.bind(NAME).toConstantValue('Bunda');
    container.bind(Counter).toSelf().inSingletonScope();
    container.bind(Greeter).toSelf();
    const greeter = container.get<Greeter>(Greeter);
    expect(greeter.name).toBe('Bunda');
    expect(greeter.counter).toBe(container.get(Counter));
    expect(greeter.clock).toBe('system clock');
    container.bind(CLOCK).toConstantValue('test clock');
    expect(container.get<Greeter>(Greeter).clock).toBe('test clock');
  });

  it('keeps one instance of a singleton per container and makes a new transient one on each get', () => {
    const module = new ContainerModule(({ bind }) => {
      bind(Counter).toSelf().inSingletonScope();
      bind(NAME).toConstantValue('x');
      bind(Greeter).toSelf();
    });
    const a = new Container();
    const b = new Container();
    a.load(module);
    b.load(module);
    expect(a.get(Counter)).toBe(a.get(Counter));
    expect(a.get(Counter)).not.toBe(b.get(Counter));
    expect(a.get(Greeter)).not.toBe(a.get(Greeter));
    expect(a.isBound(Counter)).toBe(true);
    expect(new Container().isBound(Counter)).toBe(false);
  });

  it('refuses what it does not do instead of guessing', () => {
    const container = new Container();
    expect(() => container.get(Counter)).toThrow(/no binding for Counter/);
    container.bind(NeedsName).toSelf();
    expect(() => container.get(NeedsName)).toThrow(/parameter 0 of NeedsName has no @inject/);
    container.bind(NAME).toConstantValue('a');
    container.bind(NAME).toConstantValue('b');
    expect(() => container.get(NAME)).toThrow(/ambiguous bindings/);
    const async = new ContainerModule((() => Promise.resolve()) as () => void);
    expect(() => new Container().load(async)).toThrow(/synchronously/);
  });

  it('stops a cycle of constructors with an error, not a stack overflow', () => {
    @injectable()
    class Ouroboros {
      constructor(@inject(Ouroboros) readonly tail: unknown) {}
    }
    const loop = new Container();
    loop.bind(Ouroboros).toSelf();
    expect(() => loop.get(Ouroboros)).toThrow(/circular dependency on Ouroboros/);
    // The failed resolution leaves nothing behind: a later binding of the same id still resolves.
    const container = new Container();
    container.bind('Right').toConstantValue('right');
    container.bind(Left).toSelf().inSingletonScope();
    expect(container.get<Left>(Left).right).toBe('right');
  });

  it('is the container the web runs: every store of every module resolves over the app container', () => {
    // The web's tests resolve `inversify` to the lite container (vitest.config.ts), as the browser build does.
    const { container } = testContainer();
    expect(container).toBeInstanceOf(Container);
    expect(ImportedContainer).toBe(Container);
    const ids: unknown[] = [];
    const probe = new Container();
    // The modules of @kado/stores are the lite container's here (their type is the library's).
    const modules = ALL_STORE_MODULES as unknown as readonly ContainerModule[];
    probe.load(...modules.map((module) => new ContainerModule((options) => {
      module.load({ ...options, bind: (id) => (ids.push(id), options.bind(id)) });
    })));
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) {
      const store = container.get<object>(id as symbol);
      expect(store).toBeInstanceOf(id as new () => object);
      expect(container.get(id as symbol)).toBe(store);
    }
  });
});
