import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Container, ContainerModule, injectable } from 'inversify';
import { StoreProvider, useStoreFrom } from './store-context';

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
