import { describe, expect, it } from 'vitest';
import { childFromSurvey } from './survey-child';

const facts = (over: Partial<Parameters<typeof childFromSurvey>[0]['answers']> = {}, dueDate: string | null = null) => ({
  answers: { isPregnant: null, hasChild: null, childName: null, ...over }, dueDate, unbornName: 'Adik Bayi',
});

describe('childFromSurvey (issue 31: the survey makes her child profile)', () => {
  it('the baby she expects, with its due date as the birth date, her default as her first child', () => {
    expect(childFromSurvey(facts({ isPregnant: true }, '2027-02-06'), [])).toEqual({ name: 'Adik Bayi', birthDate: '2027-02-06', gender: null, isDefault: true });
  });

  it('the child she named', () => {
    expect(childFromSurvey(facts({ isPregnant: false, hasChild: true, childName: ' Arka ' }), [{ name: 'Kakak' }])).toEqual({ name: 'Arka', birthDate: null, gender: null, isDefault: false });
  });

  it('nothing twice, nothing without a name or a valid due date', () => {
    expect(childFromSurvey(facts({ hasChild: true, childName: 'arka' }), [{ name: 'Arka' }])).toBeNull();
    expect(childFromSurvey(facts({ isPregnant: true }, '2027-02-06'), [{ name: 'Adik Bayi', birthDate: '2027-02-06' }])).toBeNull();
    expect(childFromSurvey(facts({ isPregnant: true }, '6/2/2027'), [])).toBeNull();
    expect(childFromSurvey(facts({ isPregnant: false }, '2027-02-06'), [])).toBeNull();
    expect(childFromSurvey(facts({ hasChild: true, childName: '  ' }), [])).toBeNull();
  });
});
