// The CLI's two commands over the stores (the same PublicRegistryStore and GiverActionsStore the web's registry page uses). Each answers
// its lines and an exit code; main.ts prints them.
import type { Container } from 'inversify';
import { formatDateTimeId, formatRupiah, giftUnitPrice, guestSignUp, shownError, UNEXPECTED_ERROR_TEXT, type DomainErrorDetail, type GiftProduct } from '@kado/domain';
import { GiverActionsStore, PublicRegistryStore } from '@kado/stores';
import { TEXTS } from './texts';

export interface CommandResult {
  readonly lines: readonly string[];
  readonly exitCode: number;
}

/**
 * The Indonesian text of a failure, by the domain's spec §8 mapping; a refusal with a known reason says it, as the web's
 * giver page does rather than 'Terjadi kesalahan tak terduga' (decision 0463): a 409 (the gift was just taken) with
 * the portal's own message, else the web's words; a 403 (not hers to change).
 */
export function errorText(detail: DomainErrorDetail | null): string {
  if (detail?.kind === 'forbidden') return TEXTS.forbidden;
  if (detail?.kind === 'conflict') {
    const reason = detail.message.trim();
    return reason !== '' && reason !== UNEXPECTED_ERROR_TEXT ? reason : TEXTS.justTaken;
  }
  const shown = shownError(detail);
  switch (shown.kind) {
    case 'message':
      return shown.text;
    case 'rate-limited':
      return TEXTS.rateLimited(shown.wait.count, shown.wait.unit);
    case 'offline':
      return TEXTS.offline;
    case 'timeout':
      return TEXTS.timeout;
    case 'unexpected':
      return TEXTS.unexpected;
  }
}

function giftName(gift: GiftProduct): string {
  return gift.product?.name ?? gift.externalProduct?.name ?? TEXTS.unnamed;
}

/** One line of the registry: id, badge, name, the price of one unit (as the web's card), and the units still needed. */
export function giftLine(store: PublicRegistryStore, gift: GiftProduct): string {
  const badge = store.badgeOf(gift) ?? TEXTS.available;
  const units = store.unitsNeeded(gift);
  const parts = [`#${gift.id}`.padEnd(5), `[${badge}]`.padEnd(15), giftName(gift), '·', formatRupiah(giftUnitPrice(gift))];
  if (units) parts.push('·', TEXTS.units(units.open, units.wanted));
  return parts.join(' ');
}

async function loadAll(store: PublicRegistryStore, username: string): Promise<DomainErrorDetail | null> {
  await store.load(username);
  if (store.status === 'error') return store.error;
  for (let guard = 0; guard < 100 && store.hasMoreGifts; guard += 1) {
    await store.loadMoreGifts();
    if (store.giftsStatus === 'error') return store.giftsError;
  }
  return store.giftsStatus === 'error' ? store.giftsError : null;
}

/** `kado registry <username>`: the registry's name and every gift a giver may see. */
export async function registryCommand(container: Container, username: string): Promise<CommandResult> {
  const store = container.get(PublicRegistryStore);
  const failure = await loadAll(store, username);
  if (failure) return { lines: [errorText(failure)], exitCode: 1 };
  const lines = [TEXTS.registryOf(store.displayName, username)];
  if (store.description) lines.push(store.description);
  lines.push('');
  if (store.gifts.length === 0) lines.push(TEXTS.noGifts);
  for (const gift of store.gifts) lines.push(giftLine(store, gift));
  lines.push('', TEXTS.giftCount(store.gifts.length));
  return { lines, exitCode: 0 };
}

export interface ReserveArgs {
  readonly username: string;
  readonly giftId: string;
  readonly name: string;
  readonly contact: string;
}

/** `kado reserve <username> <gift>`: reserves as a guest (name and e-mail or WhatsApp), as the web's giver does. */
export async function reserveCommand(container: Container, args: ReserveArgs): Promise<CommandResult> {
  const check = guestSignUp(args.name, args.contact);
  const guest = check.input;
  if (!guest) return { lines: [check.contactProblem === 'invalid' ? TEXTS.contactInvalid : TEXTS.guestNeeded], exitCode: 2 };
  const store = container.get(PublicRegistryStore);
  await store.load(args.username);
  if (store.status === 'error') return { lines: [errorText(store.error)], exitCode: 1 };
  await store.loadGift(args.giftId);
  const gift = store.gift;
  if (store.giftStatus === 'error' || !gift || gift.id !== args.giftId) {
    return { lines: [store.giftError?.kind === 'not-found' ? TEXTS.giftNotFound(args.giftId) : errorText(store.giftError)], exitCode: 1 };
  }
  if (store.isTaken(gift)) return { lines: [giftLine(store, gift), TEXTS.taken], exitCode: 1 };
  const giver = container.get(GiverActionsStore);
  const ok = await giver.reserve(gift.id, guest);
  if (!ok) return { lines: [errorText(giver.actionError)], exitCode: 1 };
  const after = store.gift?.id === gift.id ? store.gift : (store.gifts.find((g) => g.id === gift.id) ?? gift);
  const lines = [TEXTS.reserved, giftLine(store, after)];
  const until = after.reservedUntil ? formatDateTimeId(after.reservedUntil) : null;
  if (until) lines.push(TEXTS.heldUntil(until));
  return { lines, exitCode: 0 };
}
