import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextSurveyStep, previousSurveyStep, SURVEY_STEPS, surveyProgress, surveyStepIndex, type SurveyStepName } from './survey-flow';

const RUNS = { numRuns: 300 };
const stepArb = fc.constantFrom(...SURVEY_STEPS);
const answersArb = fc.record({ isPregnant: fc.option(fc.boolean(), { nil: undefined }) }, { requiredKeys: [] });

describe('survey flow properties', { timeout: 60_000 }, () => {
  it('next always moves forward to a named step, or ends after finish', () => {
    fc.assert(
      fc.property(stepArb, answersArb, (step, answers) => {
        const next = nextSurveyStep(step, answers);
        if (step === 'finish') expect(next).toBeNull();
        else expect(surveyStepIndex(next as SurveyStepName)).toBeGreaterThan(surveyStepIndex(step));
      }),
      RUNS,
    );
  });

  it('back always moves backward, or ends on intro', () => {
    fc.assert(
      fc.property(stepArb, answersArb, (step, answers) => {
        const prev = previousSurveyStep(step, answers);
        if (step === 'intro') expect(prev).toBeNull();
        else expect(surveyStepIndex(prev as SurveyStepName)).toBeLessThan(surveyStepIndex(step));
      }),
      RUNS,
    );
  });

  it('round trip: along any walk a user can take, back after next returns to the step', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(10), (pregnant, stop) => {
        const answers = { isPregnant: pregnant };
        let step: SurveyStepName = 'intro';
        for (let i = 0; i < stop; i += 1) {
          const next = nextSurveyStep(step, answers);
          if (next === null) break;
          expect(previousSurveyStep(next, answers)).toBe(step);
          step = next;
        }
      }),
      RUNS,
    );
  });

  it('walking forward from intro reaches finish, skipping the pregnancy steps when not pregnant', () => {
    fc.assert(
      fc.property(fc.boolean(), (pregnant) => {
        const seen: SurveyStepName[] = [];
        for (let s: SurveyStepName | null = 'intro'; s !== null; s = nextSurveyStep(s, { isPregnant: pregnant })) seen.push(s);
        expect(seen.at(-1)).toBe('finish');
        expect(seen.includes('feels')).toBe(pregnant);
        expect(seen.length).toBe(pregnant ? 11 : 7);
      }),
      RUNS,
    );
  });

  it('progress stays in [0, 1] and increases along the order', () => {
    fc.assert(
      fc.property(stepArb, stepArb, (a, b) => {
        expect(surveyProgress(a)).toBeGreaterThanOrEqual(0);
        expect(surveyProgress(a)).toBeLessThanOrEqual(1);
        if (surveyStepIndex(a) < surveyStepIndex(b)) expect(surveyProgress(a)).toBeLessThan(surveyProgress(b));
      }),
      RUNS,
    );
  });
});
