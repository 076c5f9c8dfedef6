import { formatRupiah, type CashFund } from '@kado/domain';
import { usePageTexts } from '../../app/page-texts';
import { FUND_NS, fundTexts } from './fund.texts';
import './registry.css';

/** The `t` of the cash fund texts, registered on first use. */
export function useFundTexts() {
  return usePageTexts(FUND_NS, fundTexts);
}
export type FundT = ReturnType<typeof useFundTexts>['t'];

/** What was collected, by how many, toward which goal, with a bar (null amounts: surprise mode hides them from the owner). */
export function FundProgress({ fund, progress }: { readonly fund: CashFund; readonly progress: number }) {
  const { t } = useFundTexts();
  if (fund.collectedAmount === null || fund.giverCount === null) return <p className="field__hint">{t('owner.hiddenTotal')}</p>;
  const percent = Math.floor(progress * 100);
  return (
    <div className="stack fund-progress">
      <p className="fund-progress__total" data-testid="fund-collected">{t('collected', { collected: formatRupiah(fund.collectedAmount), count: fund.giverCount })}</p>
      <div className="fund-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('progress', { percent })}>
        <div className="fund-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="field__hint">{t('goal', { goal: formatRupiah(fund.goalAmount) })}</p>
    </div>
  );
}

