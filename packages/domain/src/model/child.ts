/** A child profile (spec §3 Child); one child is the default. */
export interface Child {
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly birthDate: string | null;
  readonly gender: 'male' | 'female' | null;
}
