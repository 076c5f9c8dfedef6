// The child profile the survey's answers make (issue 31, "a new mother's first registry": the survey never asked the
// due date and its answers created no child profile).
import type { SurveyData } from '../model/misc';
import type { ChildInput } from '../ports/child.port';

/** What the survey knows of her child: the answers, the due date she typed (yyyy-mm-dd) and the name an unborn baby goes by. */
export interface SurveyChildFacts {
  readonly answers: Pick<SurveyData, 'isPregnant' | 'hasChild' | 'childName'>;
  readonly dueDate: string | null;
  /** The name of a baby not born yet ('Adik Bayi'), in the app's words. */
  readonly unbornName: string;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The child profile to create when the survey ends, or null: the child she named, else the baby she expects with its
 * due date as the birth date ('Perkiraan lahir'); never a second profile for a child she already has (same name, or
 * the same due date), and the first profile is her default.
 */
export function childFromSurvey(facts: SurveyChildFacts, existing: readonly { readonly name: string; readonly birthDate?: string | null }[]): ChildInput | null {
  const isDefault = existing.length === 0;
  const named = facts.answers.hasChild === true ? facts.answers.childName?.trim() ?? '' : '';
  if (named !== '') {
    if (existing.some((c) => c.name.trim().toLowerCase() === named.toLowerCase())) return null;
    return { name: named, birthDate: null, gender: null, isDefault };
  }
  const due = facts.dueDate?.trim() ?? '';
  if (facts.answers.isPregnant === true && DAY.test(due)) {
    if (existing.some((c) => c.birthDate === due)) return null;
    return { name: facts.unbornName, birthDate: due, gender: null, isDefault };
  }
  return null;
}
