import type { Child } from '../model';
import type { CallOptions } from './call-options.port';

/** Fields of a child profile. */
export interface ChildInput {
  readonly name: string;
  readonly birthDate: string | null;
  readonly gender: 'male' | 'female' | null;
  readonly isDefault: boolean;
}

/** Children profiles of a logged-in user (spec §7 Children). */
export interface ChildGateway {
  /** All children (GET v1/children). */
  list(options?: CallOptions): Promise<readonly Child[]>;
  /** Adds a child; a new default unsets the old one (POST v1/children). */
  create(input: ChildInput, options?: CallOptions): Promise<Child>;
  /** Changes a child (PUT v1/children/{id}). */
  update(id: string, input: ChildInput, options?: CallOptions): Promise<Child>;
  /** Deletes a child (DELETE v1/children/{id}). */
  remove(id: string, options?: CallOptions): Promise<void>;
  /** Makes a child the default (POST v1/children/{id}/set-default). */
  setDefault(id: string, options?: CallOptions): Promise<Child>;
}
