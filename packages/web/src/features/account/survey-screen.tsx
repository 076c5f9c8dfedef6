import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { SURVEY_TOTAL_STEPS, surveyStepIndex, type SurveyStepName } from '@kado/domain';
import { SurveyChildStore, SurveyStore, type SurveyAnswers } from '@kado/stores';
import { Button, ErrorState, Skeleton, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { useErrorText } from '../../app/use-error-text';
import type { ScreenData } from '../../app/route-data';

type YesNoField = 'isPregnant' | 'isFirstPregnancy' | 'hasChild';
type ListField = 'shoppingElsewhere' | 'needs' | 'childNeeds';

const YES_NO: Partial<Record<SurveyStepName, YesNoField>> = { pregnant: 'isPregnant', 'first-pregnancy': 'isFirstPregnancy', child: 'hasChild' };
const LISTS: Partial<Record<SurveyStepName, ListField>> = { 'shopping-elsewhere': 'shoppingElsewhere', needs: 'needs', 'child-needs': 'childNeeds' };
const OPTION_KEYS: Record<'feels' | ListField, readonly string[]> = {
  feels: ['senang', 'cemas', 'lelah', 'campur'],
  shoppingElsewhere: ['shopee', 'tokopedia', 'tiktok', 'offline', 'lainnya'],
  needs: ['perlengkapan', 'menyusui', 'vitamin', 'pakaian', 'popok'],
  childNeeds: ['popok', 'susu', 'mpasi', 'mainan', 'pakaian', 'stroller'],
};

/** The category choices (root categories of the shop), shared by the survey and /filter-on-boarding. */
const CategoryChoices = observer(function CategoryChoices() {
  const { t } = useAccountTexts();
  const store = useStore(SurveyStore);
  if (store.categoryStatus === 'error') return <ErrorState message={t('survey.categoriesError')} onRetry={() => void store.loadCategories()} />;
  if (store.categoryStatus !== 'ready') return <Skeleton height="10rem" />;
  return (
    <div className="acc-options">
      {store.categoryOptions.map((c) => (
        <label key={c.id} className="acc-option">
          <input type="checkbox" checked={store.answers.categories.includes(c.id)} onChange={() => store.toggle('categories', c.id)} />
          <span>{c.name}</span>
        </label>
      ))}
    </div>
  );
});

/** The question of the current step. */
const StepBody = observer(function StepBody({ step }: { readonly step: SurveyStepName }) {
  const { t } = useAccountTexts();
  const store = useStore(SurveyStore);
  const child = useStore(SurveyChildStore);
  const yesNo = YES_NO[step];
  const list = LISTS[step];
  const title = t(`survey.steps.${step}.title`);
  // The options of a step are listed above by value; their words are `survey.options.<step>.<value>` in the texts.
  const optionsOf = (key: 'feels' | ListField) => OPTION_KEYS[key].map((value) => ({ value, label: t(`survey.options.${step}.${value}` as ParseKeys<'account-feature'>) }));

  let body = null;
  if (yesNo) {
    body = (
      <div className="acc-options" role="radiogroup" aria-label={title}>
        {([true, false] as const).map((value) => (
          <label key={String(value)} className="acc-option">
            <input type="radio" name={step} checked={store.answers[yesNo] === value} onChange={() => store.answer({ [yesNo]: value } as Partial<SurveyAnswers>)} />
            <span>{value ? t('survey.yes') : t('survey.no')}</span>
          </label>
        ))}
      </div>
    );
  } else if (step === 'child-name') {
    body = <TextField label={t('survey.steps.child-name.label')} value={store.answers.childName ?? ''} maxLength={100} onChange={(e) => store.answer({ childName: e.target.value })} />;
  } else if (step === 'feels') {
    body = (
      <div className="acc-options" role="radiogroup" aria-label={title}>
        {optionsOf('feels').map((o) => (
          <label key={o.value} className="acc-option">
            <input type="radio" name="feels" checked={store.answers.feels === o.value} onChange={() => store.answer({ feels: o.value })} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    );
  } else if (list) {
    body = (
      <div className="acc-options">
        {optionsOf(list).map((o) => (
          <label key={o.value} className="acc-option">
            <input type="checkbox" checked={store.answers[list].includes(o.value)} onChange={() => store.toggle(list, o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    );
  } else if (step === 'category') {
    body = <CategoryChoices />;
  }
  return (
    <div className="stack">
      <h2 className="acc-hero__name">{title}</h2>
      {step === 'intro' || step === 'finish' ? <p>{t(`survey.steps.${step}.text`)}</p> : null}
      {body}
      {/* Issue 31: the due date, so her baby's profile is made when the survey ends. */}
      {step === 'pregnant' && store.answers.isPregnant === true ? (
        <TextField type="date" label={t('survey.dueDate')} hint={t('survey.dueDateHint')} value={child.dueDate} onChange={(e) => child.setDueDate(e.target.value)} />
      ) : null}
      {step === 'finish' ? <NextSteps /> : null}
    </div>
  );
});

/**
 * Where a new mother goes after the survey (issue 31, "a new mother's first registry"): her child's profile (made from
 * her answers), her address, then her registry's first gifts.
 */
const NextSteps = observer(function NextSteps() {
  const { t } = useAccountTexts();
  const child = useStore(SurveyChildStore).created;
  return (
    <nav className="stack" aria-label={t('survey.nextTitle')}>
      <h3 className="section__title">{t('survey.nextTitle')}</h3>
      {child ? <p>{t('survey.childMade', { name: child.name })}</p> : null}
      <ol className="stack">
        <li><Link to="/child">{child ? t('survey.nextChildMade') : t('survey.nextChild')}</Link></li>
        <li><Link to={`/address/add?from=${encodeURIComponent('/survey')}&to=${encodeURIComponent('/registry/list-product')}`}>{t('survey.nextAddress')}</Link></li>
        <li><Link to="/registry/list-product">{t('survey.nextGifts')}</Link></li>
      </ol>
    </nav>
  );
});

/** /survey: the 11 named steps with a progress bar (spec §2, §4), saved through POST /v1/survey. */
const Survey = observer(function Survey() {
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const store = useStore(SurveyStore);
  const child = useStore(SurveyChildStore);
  const navigate = useNavigate();
  const [refilling, setRefilling] = useState(false);
  // Leaving the last question saves the answers; then her child's profile is made from them (issue 31).
  const goNext = async () => {
    if ((await store.next()) && store.step === 'finish') await child.create(store.answers, t('survey.unbornName'));
  };

  if (store.status === 'error') return <RouteScreen error={errorText(store.error)} onRetry={() => void store.load()} />;
  if (store.status !== 'ready') return <RouteScreen><Skeleton height="3rem" /><Skeleton height="12rem" /></RouteScreen>;

  if (store.hasFilled && !refilling && store.step === 'intro') {
    return (
      <RouteScreen>
        <div className="stack">
          <h2 className="acc-hero__name">{t('survey.filledTitle')}</h2>
          <p>{t('survey.filledText')}</p>
          <Button onClick={() => { store.restart(); setRefilling(true); }}>{t('survey.refill')}</Button>
          <Link className="button button--secondary" to="/">{t('survey.shop')}</Link>
        </div>
      </RouteScreen>
    );
  }

  const step = store.step;
  const percent = Math.round(store.progress * 100);
  const yesNo = YES_NO[step];
  const needsAnswer = (yesNo !== undefined && store.answers[yesNo] === null) || (step === 'feels' && !store.answers.feels);
  return (
    <RouteScreen>
      <div className="stack">
        <p className="acc-note" aria-hidden="true">{t('survey.progress', { step: surveyStepIndex(step), total: SURVEY_TOTAL_STEPS })}</p>
        <div className="acc-progress" role="progressbar" aria-label={t('survey.progress', { step: surveyStepIndex(step), total: SURVEY_TOTAL_STEPS })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="acc-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <StepBody step={step} />
        {store.saveError ? <p className="acc-alert" role="alert">{errorText(store.saveError)}</p> : null}
        {step === 'finish' ? (
          <Button block onClick={() => navigate('/')}>{t('survey.shop')}</Button>
        ) : (
          <div className="acc-nav">
            {store.canGoBack ? <Button variant="secondary" onClick={() => store.back()}>{t('survey.back')}</Button> : null}
            <Button onClick={() => void goNext()} disabled={store.saving || child.creation.pending || needsAnswer} aria-describedby={needsAnswer ? 'survey-hint' : undefined}>
              {step === 'intro' ? t('survey.start') : step === 'category' ? t('survey.finish') : t('survey.next')}
            </Button>
          </div>
        )}
        {needsAnswer ? <p id="survey-hint" className="acc-note">{t('survey.choose')}</p> : null}
      </div>
    </RouteScreen>
  );
});

/** /filter-on-boarding: the categories alone, saved with the survey answers. */
const FilterOnBoarding = observer(function FilterOnBoarding() {
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const store = useStore(SurveyStore);
  const navigate = useNavigate();
  const save = async () => {
    if (await store.saveAnswers()) {
      toast.show(t('toast.surveySaved'));
      navigate('/');
    }
  };
  if (store.status === 'error') return <RouteScreen error={errorText(store.error)} onRetry={() => void store.load()} />;
  return (
    <RouteScreen>
      <div className="stack">
        <h2 className="acc-hero__name">{t('survey.filterTitle')}</h2>
        <p className="acc-note">{t('survey.filterText')}</p>
        {store.status === 'ready' ? <CategoryChoices /> : <Skeleton height="10rem" />}
        {store.saveError ? <p className="acc-alert" role="alert">{errorText(store.saveError)}</p> : null}
        <Button block disabled={store.saving || store.status !== 'ready'} onClick={() => void save()}>{t('common.save')}</Button>
      </div>
    </RouteScreen>
  );
});

// The routes of route-table.ts name the export each one renders.

/** The pages' data (the saved answers and the category choices), asked for by their routes' loaders before they render. */
export const routeData: ScreenData = {
  Component: async (container) => container.get(SurveyStore).ensureSurvey(),
  FilterOnBoardingRoute: async (container) => container.get(SurveyStore).ensureSurvey(),
};

/** /survey: the onboarding survey. */
export const Component = Survey;

/** /filter-on-boarding: the shopping-preference filter. */
export const FilterOnBoardingRoute = FilterOnBoarding;
