/**
 * The card-payment provider (spec §7: its configuration exists, values omitted). Unset by default, so card
 * payment is not offered; set VITE_CARD_PAYMENT_PROVIDER at build time to offer it (decision 0142).
 */
const raw: unknown = import.meta.env.VITE_CARD_PAYMENT_PROVIDER;
export const CARD_PAYMENT_PROVIDER: string | null = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
