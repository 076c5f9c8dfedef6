import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  nextSurveyStep, previousSurveyStep, surveyProgress, type CatalogueGateway, type Category, type DomainErrorDetail,
  type SurveyData, type SurveyGateway, type SurveyStepName,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { JoinedRead, Mutation, Query, type LoadStatus } from '../async';

/** The answers the survey collects (the body of POST /v1/survey). */
export type SurveyAnswers = Omit<SurveyData, 'hasFilled'>;

const EMPTY_ANSWERS: SurveyAnswers = {
  isPregnant: null, isFirstPregnancy: null, hasChild: null, childName: null, feels: null,
  shoppingElsewhere: [], needs: [], childNeeds: [], categories: [],
};

/** The onboarding survey: the 11 named steps, their answers and the save (spec §2, §4, §7). */
@injectable()
export class SurveyStore {
  step: SurveyStepName = 'intro';
  answers: SurveyAnswers = EMPTY_ANSWERS;
  hasFilled = false;
  /** The saved answers (one key: the signed-in user's survey); a newer read drops an older one's answer. */
  private readonly saved = new Query<'survey', SurveyData>(() => this.gateway.get());
  /** The save of the answers: one at a time (a second one is refused); on failure the user stays on the step. */
  readonly save = new Mutation<SurveyAnswers, void>({
    run: async (answers) => {
      const data = await this.gateway.save(answers);
      runInAction(() => (this.hasFilled = data.hasFilled));
    },
  });
  /** The root categories offered on the category step and on /filter-on-boarding. */
  private readonly categories = new Query<'root', readonly Category[]>(() => this.catalogue.categories(true));
  private readonly visit = new JoinedRead<'survey', unknown>();

  constructor(
    @inject(TOKENS.SurveyGateway) private readonly gateway: SurveyGateway,
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
  ) {
    makeAutoObservable<SurveyStore, 'gateway' | 'catalogue' | 'saved' | 'categories' | 'visit'>(
      this,
      { gateway: false, catalogue: false, save: false, saved: false, categories: false, visit: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.saved.status;
  }

  get error(): DomainErrorDetail | null {
    return this.saved.error;
  }

  get categoryOptions(): readonly Category[] {
    return this.categories.data ?? [];
  }

  get categoryStatus(): LoadStatus {
    return this.categories.status;
  }

  /** Loads the root categories once (a load running is joined; a failure leaves the step without choices and a retry). */
  async loadCategories(): Promise<void> {
    await this.categories.ensure('root');
  }

  get saving(): boolean {
    return this.save.pending;
  }

  get saveError(): DomainErrorDetail | null {
    return this.save.error;
  }

  /** Spec §4: progress is the step index over the total steps (0 on intro, 1 on finish). */
  get progress(): number {
    return surveyProgress(this.step);
  }

  get canGoBack(): boolean {
    return previousSurveyStep(this.step, this.answers) !== null && this.step !== 'finish';
  }

  /**
   * /survey's and /filter-on-boarding's data (their routes' loaders): the saved answers, read again on each visit (the
   * survey starts at its intro), and the category choices, read once; a read on its way is joined (decision 0370).
   */
  ensureSurvey(): Promise<unknown> {
    return this.visit.run('survey', () => Promise.all([this.load(), this.loadCategories()]));
  }

  /** Reads the saved answers; `hasFilled` tells the screen the survey was done before. */
  async load(): Promise<void> {
    const data = (await this.saved.fetch('survey')) ? this.saved.data : null;
    if (data === null) return;
    runInAction(() => {
      const { hasFilled, ...answers } = data;
      this.hasFilled = hasFilled;
      this.answers = answers;
      this.step = 'intro';
    });
  }

  /** Starts again from the intro (keeping the earlier answers as defaults). */
  restart(): void {
    this.step = 'intro';
    this.save.clearError();
  }

  answer(patch: Partial<SurveyAnswers>): void {
    this.answers = { ...this.answers, ...patch };
  }

  /** Toggles a value of a multiple-choice answer. */
  toggle(field: 'shoppingElsewhere' | 'needs' | 'childNeeds' | 'categories', value: string): void {
    const list = this.answers[field];
    this.answers = { ...this.answers, [field]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
  }

  /**
   * Goes to the next step (spec §4: no to pregnant skips to shopping-elsewhere). Leaving the last question
   * saves the answers; on a failed save the user stays on that step with everything answered.
   */
  async next(): Promise<boolean> {
    if (this.saving) return false;
    const next = nextSurveyStep(this.step, this.answers);
    if (next === null) return false;
    if (next === 'finish') {
      const saved = await this.saveAnswers();
      if (!saved) return false;
    }
    runInAction(() => (this.step = next));
    return true;
  }

  /** Spec §4: back from shopping-elsewhere goes to feels if pregnant, else to pregnant. */
  back(): boolean {
    const previous = previousSurveyStep(this.step, this.answers);
    if (previous === null) return false;
    this.step = previous;
    return true;
  }

  /** Saves the answers as they are (POST /v1/survey); /filter-on-boarding uses it for the categories alone. */
  saveAnswers(): Promise<boolean> {
    return this.save.run(this.answersToSend());
  }

  /** Answers of skipped steps are not sent (a user who is not pregnant has no pregnancy answers). */
  private answersToSend(): SurveyAnswers {
    const a = this.answers;
    if (a.isPregnant === false) return { ...a, isFirstPregnancy: null, hasChild: null, childName: null, feels: null };
    return { ...a, childName: a.hasChild ? a.childName?.trim() || null : null };
  }
}
