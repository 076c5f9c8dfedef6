import type { SurveyData } from '../model';
import type { CallOptions } from './call-options.port';

/** The onboarding survey (spec §7 Survey). */
export interface SurveyGateway {
  /** The saved answers, hasFilled false when none (GET /v1/survey). */
  get(options?: CallOptions): Promise<SurveyData>;
  /** Saves the answers (POST /v1/survey). */
  save(data: Omit<SurveyData, 'hasFilled'>, options?: CallOptions): Promise<SurveyData>;
}
