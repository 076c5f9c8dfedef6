import { surveyRequest } from '@kado/contract';
import type { CallOptions, SurveyData, SurveyGateway } from '@kado/domain';
import { surveyDto } from './misc.dto';
import type { PortalClient } from './portal-client';

/** SurveyGateway over the portal API (spec §7 Survey). */
export class HttpSurveyGateway implements SurveyGateway {
  constructor(private readonly client: PortalClient) {}

  get(options?: CallOptions): Promise<SurveyData> {
    return this.client.data('v1/survey', surveyDto, { signal: options?.signal });
  }

  save(data: Omit<SurveyData, 'hasFilled'>, options?: CallOptions): Promise<SurveyData> {
    return this.client.data('v1/survey', surveyDto, {
      method: 'post',
      request: surveyRequest,
      json: {
        is_pregnant: data.isPregnant,
        is_first_pregnancy: data.isFirstPregnancy,
        has_child: data.hasChild,
        child_name: data.childName,
        feels: data.feels,
        shopping_elsewhere: data.shoppingElsewhere,
        needs: data.needs,
        child_needs: data.childNeeds,
        categories: data.categories.map(Number),
      },
      signal: options?.signal,
    });
  }
}
