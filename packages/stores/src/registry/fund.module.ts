import { ContainerModule } from 'inversify';
import { CashFundsStore } from './cash-funds.store';
import { OwnerFundsStore } from './owner-funds.store';

/**
 * The cash fund stores (decision 0404): the giver's and the owner's, in a chunk of their own that the fund screens
 * (drawn below the registry's gifts, from their own lazy chunk) bind when they first show, so neither the giver's nor
 * the owner's registry page counts them before its first paint.
 */
export const registryFundStoresModule = new ContainerModule(({ bind }) => {
  bind(CashFundsStore).toSelf().inSingletonScope();
  bind(OwnerFundsStore).toSelf().inSingletonScope();
});
