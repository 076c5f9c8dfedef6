// The floor's one store: MobX state, a ky call and a valibot schema at the edge, as @kado/stores and @kado/http use
// them (an injected port, an observable answer, a checked body).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

export const HTTP = Symbol('Http');

const GreetingSchema = v.object({ title: v.pipe(v.string(), v.minLength(1)), lines: v.array(v.string()) });
export type Greeting = v.InferOutput<typeof GreetingSchema>;

@injectable()
export class GreetingStore {
  greeting: Greeting | null = null;
  failed = false;

  constructor(@inject(HTTP) private readonly http: KyInstance) {
    makeAutoObservable<GreetingStore, 'http'>(this, { http: false });
  }

  async load(): Promise<void> {
    try {
      const body: unknown = await this.http.get('floor-data.json').json();
      const greeting = v.parse(GreetingSchema, body);
      runInAction(() => {
        this.greeting = greeting;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }
}
