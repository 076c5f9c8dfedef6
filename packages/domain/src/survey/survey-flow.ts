// Survey flow, spec §2 "Survey steps in order", §4 "Survey" and §9 "Survey has 10 steps (11 named)" (decision 0006).

/** The 11 named survey steps of spec §2, in order. */
export const SURVEY_STEPS = [
  'intro',
  'pregnant',
  'first-pregnancy',
  'child',
  'child-name',
  'feels',
  'shopping-elsewhere',
  'needs',
  'child-needs',
  'category',
  'finish',
] as const;

/** One named survey step. */
export type SurveyStepName = (typeof SURVEY_STEPS)[number];

/** Spec §9: the survey has 10 steps after the intro; progress runs from 0 (intro) to 1 (finish). */
export const SURVEY_TOTAL_STEPS = SURVEY_STEPS.length - 1;

/** The answers the flow reads; isPregnant is unset until the pregnant step is answered. */
export interface SurveyFlowAnswers {
  readonly isPregnant?: boolean | null;
}

/** The position of a step in the survey order. */
export function surveyStepIndex(step: SurveyStepName): number {
  return SURVEY_STEPS.indexOf(step);
}

/** Spec §4: the step after this one, or null after finish; answering no to pregnant skips to shopping-elsewhere. */
export function nextSurveyStep(step: SurveyStepName, answers: SurveyFlowAnswers): SurveyStepName | null {
  if (step === 'pregnant' && answers.isPregnant === false) return 'shopping-elsewhere';
  return SURVEY_STEPS[surveyStepIndex(step) + 1] ?? null;
}

/** Spec §4: the step before this one, or null on intro; back from shopping-elsewhere goes to feels if pregnant, else pregnant. */
export function previousSurveyStep(step: SurveyStepName, answers: SurveyFlowAnswers): SurveyStepName | null {
  if (step === 'shopping-elsewhere') return answers.isPregnant === true ? 'feels' : 'pregnant';
  const index = surveyStepIndex(step);
  return index <= 0 ? null : (SURVEY_STEPS[index - 1] ?? null);
}

/** Spec §4: progress is the step index over the total steps, 0 on intro and 1 on finish. */
export function surveyProgress(step: SurveyStepName): number {
  return surveyStepIndex(step) / SURVEY_TOTAL_STEPS;
}
