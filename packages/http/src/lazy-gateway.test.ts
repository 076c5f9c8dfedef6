import { describe, expect, it } from 'vitest';
import { lazyGateway } from './lazy-gateway';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

class RealGreeter implements Greeter {
  private calls = 0;
  async greet(name: string) {
    this.calls += 1;
    return `Halo, ${name}`;
  }
  async count() {
    return this.calls;
  }
}

describe('lazyGateway', () => {
  it('loads the adapter on the first call only, once, and keeps `this` of the adapter', async () => {
    let loads = 0;
    const gateway = lazyGateway<Greeter>(async () => {
      loads += 1;
      return new RealGreeter();
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([gateway.greet('Sari'), gateway.greet('Budi')]);
    expect([a, b]).toEqual(['Halo, Sari', 'Halo, Budi']);
    expect(await gateway.count()).toBe(2);
    expect(loads).toBe(1);
  });

  it('is not a thenable: awaiting it does not load the adapter', async () => {
    let loads = 0;
    const gateway = lazyGateway<Greeter>(async () => {
      loads += 1;
      return new RealGreeter();
    });
    expect(await Promise.resolve(gateway)).toBe(gateway);
    expect(loads).toBe(0);
  });

  it('a failed load rejects that call and the next call tries again', async () => {
    let loads = 0;
    const gateway = lazyGateway<Greeter>(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('offline');
      return new RealGreeter();
    });
    await expect(gateway.greet('Sari')).rejects.toThrow('offline');
    expect(await gateway.greet('Sari')).toBe('Halo, Sari');
    expect(loads).toBe(2);
  });
});

describe('lazyGateway with an eager part', () => {
  it("answers the eager part's methods at once, without loading the adapter, and loads it for the others", async () => {
    let loads = 0;
    const eager = { greet: async (name: string) => `Hai, ${name}` };
    const gateway = lazyGateway<Greeter>(async () => {
      loads += 1;
      return new RealGreeter();
    }, eager);
    expect(await gateway.greet('Sari')).toBe('Hai, Sari');
    expect(loads).toBe(0);
    expect(await gateway.count()).toBe(0);
    expect(loads).toBe(1);
  });
});
