import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { childFromSurvey, type Child, type ChildGateway, type DomainErrorDetail, type SurveyData } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation } from '../async';

/**
 * The child profile the survey makes when it ends (issue 31, "a new mother's first registry"): the due date she types
 * on the pregnancy step (kept here: the survey's own answers do not carry it) and the profile `childFromSurvey` says
 * to create, never a second one for a child she already has.
 */
@injectable()
export class SurveyChildStore {
  /** The due date (HPL, yyyy-mm-dd) she typed, '' when none. */
  dueDate = '';
  /** The profile made, once made. */
  created: Child | null = null;
  /** Reads her children, then creates the profile; one at a time. */
  readonly creation = new Mutation<{ readonly answers: Pick<SurveyData, 'isPregnant' | 'hasChild' | 'childName'>; readonly unbornName: string }, Child | null>({
    run: async ({ answers, unbornName }) => {
      const input = childFromSurvey({ answers, dueDate: this.dueDate || null, unbornName }, await this.children.list());
      return input ? this.children.create(input) : null;
    },
    onSuccess: (child) => {
      if (child) runInAction(() => (this.created = child));
    },
  });

  constructor(@inject(TOKENS.ChildGateway) private readonly children: ChildGateway) {
    makeAutoObservable<SurveyChildStore, 'children'>(this, { children: false, creation: false }, { autoBind: true });
  }

  get error(): DomainErrorDetail | null {
    return this.creation.error;
  }

  setDueDate(value: string): void {
    this.dueDate = value;
  }

  /** Creates her child's profile from the survey's answers; false when it failed (the survey itself is saved). */
  create(answers: Pick<SurveyData, 'isPregnant' | 'hasChild' | 'childName'>, unbornName: string): Promise<boolean> {
    return this.creation.run({ answers, unbornName });
  }
}
