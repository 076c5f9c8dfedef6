// After the gift (issue 16 items 2, 5, 6): surprise mode, proof of an outside purchase, the thank-you list.
export * from './surprise.store';
export * from './thank-you.store';
export * from './external-proof.store';
export { followUpStoresModule } from './follow-up.module';
