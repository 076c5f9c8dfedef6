import { describe, expect, it } from 'vitest';
import { nextSurveyStep, previousSurveyStep, SURVEY_STEPS, SURVEY_TOTAL_STEPS, surveyProgress } from './survey-flow';

describe('survey flow (spec §2, §4, §9)', () => {
  it('has the 11 named steps in order and 10 steps of progress', () => {
    expect(SURVEY_STEPS).toEqual(['intro', 'pregnant', 'first-pregnancy', 'child', 'child-name', 'feels', 'shopping-elsewhere', 'needs', 'child-needs', 'category', 'finish']);
    expect(SURVEY_TOTAL_STEPS).toBe(10);
  });

  it('answering no to pregnant skips to shopping-elsewhere', () => {
    expect(nextSurveyStep('pregnant', { isPregnant: false })).toBe('shopping-elsewhere');
    expect(nextSurveyStep('pregnant', { isPregnant: true })).toBe('first-pregnancy');
  });

  it('goes back from shopping-elsewhere to feels if pregnant, else pregnant', () => {
    expect(previousSurveyStep('shopping-elsewhere', { isPregnant: true })).toBe('feels');
    expect(previousSurveyStep('shopping-elsewhere', { isPregnant: false })).toBe('pregnant');
  });

  it('walks the order otherwise and stops at both ends', () => {
    expect(nextSurveyStep('intro', {})).toBe('pregnant');
    expect(nextSurveyStep('category', {})).toBe('finish');
    expect(nextSurveyStep('finish', {})).toBeNull();
    expect(previousSurveyStep('needs', {})).toBe('shopping-elsewhere');
    expect(previousSurveyStep('intro', {})).toBeNull();
  });

  it('reports progress as step index over total steps', () => {
    expect(surveyProgress('intro')).toBe(0);
    expect(surveyProgress('feels')).toBe(0.5);
    expect(surveyProgress('finish')).toBe(1);
  });
});
