import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Container, ContainerModule, injectable } from 'inversify';
import { StoreProvider, useStore, useStoreFrom } from './store-context';

@injectable()
class GreetingStore {
  readonly text = 'Halo';
}
const greetingModule = new ContainerModule(({ bind }) => {
  bind(GreetingStore).toSelf().inSingletonScope();
});

function Greeting() {
  return <p>{useStoreFrom(greetingModule, GreetingStore).text}</p>;
}

describe('useStoreFrom (a store whose module travels in the component chunk)', () => {
  it('binds the module the first time a component asks, once, and answers its singleton', () => {
    const container = new Container();
    expect(container.isBound(GreetingStore)).toBe(false);
    render(
      <StoreProvider container={container}>
        <Greeting />
        <Greeting />
      </StoreProvider>,
    );
    expect(screen.getAllByText('Halo')).toHaveLength(2);
    expect(container.isBound(GreetingStore)).toBe(true);
    expect(container.get(GreetingStore)).toBe(container.get(GreetingStore));
  });
});

describe('useStore', () => {
  it('resolves the store once per mounted component, not at every render (issue 32: no container walk per render)', () => {
    const container = new Container();
    container.bind(GreetingStore).toSelf().inSingletonScope();
    const get = vi.spyOn(container, 'get');
    let rerender: () => void = () => undefined;
    function Counter() {
      const store = useStore(GreetingStore);
      const [n, setN] = useState(0);
      rerender = () => setN((x) => x + 1);
      return <p>{`${store.text} ${n}`}</p>;
    }
    render(
      <StoreProvider container={container}>
        <Counter />
      </StoreProvider>,
    );
    act(() => rerender());
    act(() => rerender());
    expect(screen.getByText('Halo 2')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('answers the store of the container it is given (a new container, its own store)', () => {
    const first = new Container();
    const second = new Container();
    for (const c of [first, second]) c.bind(GreetingStore).toSelf().inSingletonScope();
    const seen: GreetingStore[] = [];
    function Probe() {
      seen.push(useStore(GreetingStore));
      return null;
    }
    const { rerender } = render(<StoreProvider container={first}><Probe /></StoreProvider>);
    rerender(<StoreProvider container={second}><Probe /></StoreProvider>);
    expect(seen[0]).toBe(first.get(GreetingStore));
    expect(seen[seen.length - 1]).toBe(second.get(GreetingStore));
  });

  it('says a StoreProvider is missing', () => {
    function Lonely() {
      useStore(GreetingStore);
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Lonely />)).toThrow('useStore needs a StoreProvider');
  });
});
