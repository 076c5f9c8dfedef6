import { lazy, Suspense, useId, useState } from 'react';
import { observableRef } from 'mobx';
import { observer, useLocalObservable } from 'mobx-react-lite';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { checkGiftContribution, formatDateTimeId, formatRupiah, giftContributionBounds, giftRemaining, giverViewPath, GUEST_NAME_MAX, guestNameTooLong, guestSignUp, loginRedirectPath, marketplaceOfLink, parseRupiah, type ContributionCheck, type GiftProduct, type RegisterGuestInput } from '@kado/domain';
import { GiverActionsStore, GiverHoldsStore, GreetingsStore, PublicRegistryStore, QueuedReservationsStore, SessionStore } from '@kado/stores';
import { Button, CharCount, EmptyState, ErrorState, Modal, ProductImage, ShipToCard, Skeleton, TextField, toast, useHydrated } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useSafeFrom } from '../../app/from-param';
import { useStore } from '../../app/store-context';
import { errorText, notFoundText, shopName, useRegistryTexts } from './registry-i18n';
import { GiftCard, GiftListSkeleton } from './gift-card';
import { useLiveRegistry, useLiveStateAttribute } from './live-registry';
import { GiftShareLink } from './gift-share';
import { AfterFirstPaint, ProgressiveList } from './progressive-list';
import { KeptCopyNotice, QueuedNote, QueuedOutcomes, RefusedNote, useQueuedReservationsFlush, useWeakSignalTexts } from './weak-signal';
import './registry.css';
import { ResiLink, RevealWaitNote } from './resi-link';

/**
 * The gifts below the cover that a 390 x 844 screen shows in its first frame (with room to spare); the others mount
 * one per idle moment after it, or at once when the visitor scrolls towards them (decisions 0305, 0345).
 */
const FIRST_SCREEN_GIFTS = 3;
const giftKey = (gift: GiftProduct) => gift.id;

/** A giver's request on a gift, kept while a visitor gives her name first. */
type GiverRequest = { readonly kind: 'reserve' | 'cart'; readonly giftId: string } | { readonly kind: 'contribute'; readonly giftId: string; readonly amount: number; readonly showName: boolean };

/**
 * The giver's dialogs on a registry page: her name before an action (`waiting`) or before a step (`nameThen`: chipping
 * in, a fund gift, buying at another shop), and the amount she chips in (`contributing`). A local observable, not the
 * screen's React state, so opening one renders the dialog alone: as the screen's state, a tap on Reservasi rendered the
 * whole page again, every gift card with it, before the dialog could show (issue 32, the INP of the tap).
 */
interface GiverDialogs {
  readonly waiting: GiverRequest | null;
  readonly nameThen: (() => void) | null;
  readonly contributing: GiftProduct | null;
  set(open: Partial<Pick<GiverDialogs, 'waiting' | 'nameThen' | 'contributing'>>): void;
}

function useGiverDialogs(): GiverDialogs {
  return useLocalObservable<GiverDialogs>(
    () => ({
      waiting: null,
      nameThen: null,
      contributing: null,
      set(open) {
        Object.assign(this, open);
      },
    }),
    { waiting: observableRef, nameThen: observableRef, contributing: observableRef },
  );
}

/** Runs a giver's action, asking a visitor's name first (quick guest sign-in), with its toasts. */
function useGiverActions(dialogs: GiverDialogs) {
  const { t } = useRegistryTexts();
  const store = useStore(GiverActionsStore);
  const queued = useStore(QueuedReservationsStore);
  const offlineTexts = useWeakSignalTexts();
  const { pathname } = useLocation();
  const setWaiting = (waiting: GiverRequest | null) => dialogs.set({ waiting });

  const run = async (action: GiverRequest, guest?: RegisterGuestInput): Promise<boolean> => {
    let ok: boolean;
    if (action.kind === 'contribute') ok = await store.contribute(action.giftId, action.amount, pathname, guest, action.showName);
    else if (action.kind === 'reserve') {
      // Offline, a reservation waits for the connection instead of failing (issue 16 item 4, decision 0225).
      const outcome = await queued.reserve(action.giftId, guest);
      if (outcome === 'queued') {
        setWaiting(null);
        toast.show(offlineTexts.t('queuedToast'));
        return true;
      }
      ok = outcome === 'reserved';
    } else ok = await store.addToCart(action.giftId, pathname, guest);
    if (ok) {
      setWaiting(null);
      toast.show(t(action.kind === 'reserve' ? 'toast.reserved' : action.kind === 'cart' ? 'toast.addedToCart' : 'toast.contributed'));
    } else if (store.needsIdentity) {
      setWaiting(action);
    } else if (store.actionError?.kind === 'conflict') {
      // Someone else was faster: say so plainly; the list was read again (decision 0103).
      setWaiting(null);
      toast.show(t('public.justTaken'));
    } else if (store.actionError?.kind === 'validation' && (action.kind === 'contribute' || guest !== undefined)) {
      // Said under the field of the open sheet (the amount, her name or contact): a toast in the sheet would say it twice.
    } else {
      toast.show(errorText(t, store.actionError));
    }
    return ok;
  };

  const cancel = async (giftId: string) => {
    const ok = await store.cancel(giftId);
    toast.show(ok ? t('toast.reservationCancelled') : errorText(t, store.actionError));
  };

  return { run, cancel };
}

/** The visitor's name and contact before a first action (decision 0103). */
const GuestIdentityModal = observer(function GuestIdentityModal({ onSubmit, onClose }: { readonly onSubmit: (guest: RegisterGuestInput) => void; readonly onClose: () => void }) {
  const { t } = useRegistryTexts();
  const store = useStore(GiverActionsStore);
  const { pathname, search } = useLocation();
  const titleId = useId();
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  // The domain's check: a name, and an e-mail address or an Indonesian WhatsApp number (what the portal accepts).
  const check = guestSignUp(name, contact);
  const nameTooLong = guestNameTooLong(name);
  const [tried, setTried] = useState(false);
  const filled = !check.nameMissing && check.contactProblem !== 'missing';
  const submit = () => {
    setTried(true);
    if (check.input && !nameTooLong) onSubmit(check.input);
  };
  // The portal's refusal goes under the field it names: the name's under the name, any other under the contact.
  const refused = store.actionError?.kind === 'validation' ? store.actionError : null;
  const refusedName = refused !== null && (refused.fieldErrors.name?.length ?? 0) > 0;
  const nameError = tried && nameTooLong ? t('public.guestNameTooLong', { max: GUEST_NAME_MAX }) : refusedName ? refused.fieldErrors.name![0] : undefined;
  const contactError = tried && check.contactProblem === 'invalid'
    ? t('public.guestContactInvalid')
    : refused !== null && !refusedName ? errorText(t, refused) : undefined;
  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="modal__title">{t('public.guestTitle')}</h2>
      <p className="modal__text">{t('public.guestLead')}</p>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label={t('public.guestName')} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={nameError} />
        <TextField label={t('public.guestContact')} autoComplete="email" value={contact} onChange={(e) => setContact(e.target.value)} error={contactError} />
        <Button type="submit" block disabled={!filled || store.pendingIds.size > 0}>{t('public.guestSubmit')}</Button>
        <Link to={loginRedirectPath(`${pathname}${search}`)}>{t('public.guestLogin')}</Link>
      </form>
    </Modal>
  );
});

/** The text of a refused contribution amount (the domain's check), or undefined when it may be given. */
/** 'Dipesan untukmu sampai {{until}}' when the hold's end is a readable date. */
function heldUntil(t: ReturnType<typeof useRegistryTexts>['t'], at: string | null | undefined) {
  const until = at ? formatDateTimeId(at) : null;
  return until ? <p className="field__hint" data-testid="held-until">{t('public.heldUntil', { until })}</p> : null;
}

function contributionProblem(t: ReturnType<typeof useRegistryTexts>['t'], check: ContributionCheck, range: { readonly min: number; readonly max: number }): string | undefined {
  switch (check) {
    case 'ok':
      return undefined;
    case 'funded':
      return t('public.contributeFunded');
    case 'not-a-number':
      return t('public.contributeNaN');
    case 'below-minimum':
      return t('public.contributeBelow', { min: formatRupiah(range.min) });
    case 'above-remaining':
      return t('public.contributeAbove', { max: formatRupiah(range.max) });
  }
}

/**
 * The contribution (patungan) amount, checked by the domain's rule as she types (at least Rp10.000 or all that is
 * left, at most what is left). A refusal by the portal (someone chipped in meanwhile) keeps what she typed. Her name
 * is asked with it (issue 31, decision 0465): shown to the owner unless she hides it.
 */
const ContributeModal = observer(function ContributeModal({ gift, onSubmit, onClose }: { readonly gift: GiftProduct; readonly onSubmit: (amount: number, showName: boolean) => Promise<boolean>; readonly onClose: () => void }) {
  const { t } = useRegistryTexts();
  const store = useStore(GiverActionsStore);
  const page = useStore(PublicRegistryStore);
  const name = useStore(SessionStore).user?.name ?? '';
  const titleId = useId();
  const [amount, setAmount] = useState('');
  const [showName, setShowName] = useState(true);
  const [touched, setTouched] = useState(false);
  const live = page.gifts.find((g) => g.id === gift.id) ?? gift;
  const range = giftContributionBounds(live);
  const value = parseRupiah(amount);
  const check = checkGiftContribution(live, value);
  const problem = contributionProblem(t, check, range);
  const serverProblem = store.actionErrorGiftId === gift.id && store.actionError?.kind === 'validation' ? errorText(t, store.actionError) : undefined;
  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="modal__title">{t('public.contributeTitle')}</h2>
      <p className="modal__text">{live.product?.name}</p>
      <p className="modal__text" data-testid="contribute-left">{t('public.contributeLead', { amount: formatRupiah(range.max) })}</p>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (check === 'ok' && value !== null) void onSubmit(value, showName);
        }}
      >
        <TextField
          label={t('public.contributeAmount')}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={t('public.contributeAmountHint', { min: formatRupiah(range.min), max: formatRupiah(range.max) })}
          error={(touched || amount !== '') && problem !== undefined ? problem : serverProblem}
        />
        <label className="contribute-name">
          <input type="checkbox" checked={showName} onChange={(e) => setShowName(e.target.checked)} />
          <span>{t('public.contributeShowName', { name })}</span>
        </label>
        {showName ? null : <p className="field__hint">{t('public.contributeAnonymous')}</p>}
        <Button type="submit" block disabled={store.isPending(gift.id) || check === 'funded'}>{t('public.contributeSubmit')}</Button>
      </form>
    </Modal>
  );
});

// The registry's cash funds (decision 0404), below the gifts: a chunk of their own, read after the page is shown.
const FundSection = lazy(() => import('./fund-section').then((m) => ({ default: m.FundSection })));

/** What a giver can do on one gift: the gift, and the screen's handlers of each action. */
interface GiverButtonsProps {
  readonly gift: GiftProduct;
  readonly onAction: (action: GiverRequest) => void;
  readonly onCancel: (id: string) => void;
  readonly onContribute: (gift: GiftProduct) => void;
  /** A visitor buying at another shop gives her name first (issue 31: no login wall), then goes on. */
  readonly onIdentify: (then: () => void) => void;
}

/** The buttons a giver has on one gift. */
const GiverButtons = observer(function GiverButtons(props: GiverButtonsProps) {
  const { gift } = props;
  const { t } = useRegistryTexts();
  const page = useStore(PublicRegistryStore);
  const store = useStore(GiverActionsStore);
  if (page.isOwnRegistry) return null;
  const reveal = async () => {
    const ok = await store.revealContribution(gift.id);
    // The portal refuses (403) until the giver's contribution is paid: say so instead of a bare "no access".
    const refused = store.actionError?.kind === 'forbidden';
    toast.show(ok ? t('toast.revealed') : refused ? t('public.revealAfterPayment') : errorText(t, store.actionError));
  };
  return (
    <>
      {/* Decision 0260: the guest who lost a race is told on the gift itself, where it stays (the toast, read out, goes). */}
      {store.actionErrorGiftId === gift.id && store.actionError?.kind === 'conflict' ? <p className="notice" data-testid="gift-lost-race">{t('public.justTaken')}</p> : null}
      <GiftProgress gift={gift} />
      <GiverActions {...props} />
      {/* Spec §6: a giver who chipped in may show their name to the owner (contributions are anonymous). */}
      {store.options(gift).reveal ? (
        <>
          <Button variant="ghost" className="button--small" disabled={store.isPending(gift.id)} onClick={() => void reveal()}>{t('public.reveal')}</Button>
          <RevealWaitNote username={page.username} />
        </>
      ) : null}
    </>
  );
});

/** How many of a several-unit gift are still needed, and what a patungan has reached ('1 dari 3 lagi'). */
const GiftProgress = observer(function GiftProgress({ gift }: { readonly gift: GiftProduct }) {
  const { t } = useRegistryTexts();
  const store = useStore(GiverActionsStore);
  const units = useStore(PublicRegistryStore).unitsNeeded(gift);
  const state = store.options(gift).state;
  return (
    <>
      {units ? (
        <p className="field__hint" data-testid="gift-units">
          {units.open > 0 ? t('public.unitsLeft', { open: units.open, wanted: units.wanted }) : t('public.unitsAllTaken', { wanted: units.wanted })}
        </p>
      ) : null}
      {state === 'sharing' ? (
        <p className="field__hint" data-testid="gift-sharing">
          {t('public.sharing', { left: formatRupiah(giftRemaining(gift)) })}
        </p>
      ) : null}
    </>
  );
});

/** Reserve, buy, chip in or cancel, as the domain's giverOptions allow. */
const GiverActions = observer(function GiverActions({ gift, onAction, onCancel, onContribute, onIdentify }: GiverButtonsProps) {
  const { t } = useRegistryTexts();
  const page = useStore(PublicRegistryStore);
  const store = useStore(GiverActionsStore);
  const queued = useStore(QueuedReservationsStore);
  const navigate = useNavigate();
  const pending = store.isPending(gift.id);
  const ext = gift.externalProduct;
  const options = store.options(gift, queued.isQueued(page.username, gift.id));
  const goBuyExternal = async () => {
    await store.saveBookedCart();
    navigate(`/registry/external-checkout/${encodeURIComponent(gift.id)}?registry=${encodeURIComponent(page.username)}`);
  };
  const buyExternal = () => onIdentify(() => void goBuyExternal());
  const checkoutHref = `/registry/checkout?owner=${encodeURIComponent(page.registry?.owner.id ?? '')}&registry=${encodeURIComponent(page.username)}`;
  const shop = ext ? shopName(t, marketplaceOfLink(ext.url)) : '';
  switch (options.state) {
    case 'given':
      return (
        <>
          <p className="gift-given" data-testid="gift-given"><strong>{t('public.givenByYou')}</strong> <span className="field__hint">{t('public.givenByYouLead')}</span></p>
          {options.addResi ? <ResiLink gift={gift} username={page.username} /> : null}
        </>
      );
    case 'taken':
      return <><RefusedNote giftId={gift.id} /><p className="field__hint">{t('public.taken')}</p></>;
    case 'funded':
      return <p className="field__hint">{t('public.funded')}</p>;
    case 'held':
      return (
        <>
          <span className="field__hint">{gift.isInCart ? t('public.yoursInCart') : t('public.yours')}</span>
          {heldUntil(t, gift.reservedUntil)}
          {options.cancel ? <Button variant="secondary" className="button--small" disabled={pending} onClick={() => onCancel(gift.id)}>{t('public.cancel')}</Button> : null}
          {options.buyExternal ? <Button className="button--small" disabled={pending} onClick={() => void buyExternal()}>{t('public.buyExternal', { shop })}</Button> : null}
          {options.goToCart ? <Link className="button button--ghost button--small" to={checkoutHref}>{t('public.goCart')}</Link> : null}
        </>
      );
    case 'sharing':
      return options.contribute ? (
        <Button className="button--small" disabled={pending} onClick={() => onContribute(gift)}>{t('public.contribute')}</Button>
      ) : null;
    case 'open':
      if (options.queued) return <QueuedNote giftId={gift.id} />;
      return (
        <>
          {options.reserve ? <Button className="button--small" disabled={pending} onClick={() => onAction({ kind: 'reserve', giftId: gift.id })}>{t('public.reserve')}</Button> : null}
          {options.buy ? <Button variant="secondary" className="button--small" disabled={pending} onClick={() => onAction({ kind: 'cart', giftId: gift.id })}>{t('public.buy')}</Button> : null}
          {options.buyExternal ? <Button variant="secondary" className="button--small" disabled={pending} onClick={() => void buyExternal()}>{t('public.buyExternal', { shop })}</Button> : null}
          {options.contribute ? <Button variant="ghost" className="button--small" disabled={pending} onClick={() => onContribute(gift)}>{t('public.contribute')}</Button> : null}
          {/* 7b: what each action means, before she commits. */}
          <p className="field__hint gift-actions-hint">{ext === null ? t('public.actionsHint') : t('public.externalHint', { shop })}</p>
        </>
      );
  }
});

/** A field's label and outline, in the server's HTML of a form whose fields come with the scripts. */
function FieldOutline({ label, className }: { readonly label: string; readonly className?: string }) {
  return (
    <div className="field">
      <span className="field__label">{label}</span>
      <div className={['field__input', className].filter(Boolean).join(' ')} aria-hidden="true" />
    </div>
  );
}

/** A greeting (ucapan) a giver leaves on the registry; the text stays when sending fails. */
const GreetingForm = observer(function GreetingForm({ username, giftId }: { readonly username: string; readonly giftId?: string }) {
  const { t } = useRegistryTexts();
  const greetings = useStore(GreetingsStore);
  const page = useStore(PublicRegistryStore);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  // The fields come with the scripts, not in the server's HTML: Chromium's autofill reads a page's form fields as soon
  // as its HTML is parsed and lays the whole page out to do it, before the stylesheet has come, a layout of every
  // element thrown away a moment later (issue 32). Until then the form shows its fields' outlines, the same size.
  const hydrated = useHydrated();
  const send = async () => {
    if (page.isPreview) {
      toast.show(t('public.giverViewInert'));
      return;
    }
    const ok = await greetings.send(username, { name, message, ...(giftId ? { giftProductId: giftId } : {}) });
    if (ok) {
      setMessage('');
      toast.show(t('toast.greetingSent'));
    } else {
      toast.show(errorText(t, greetings.sendError));
    }
  };
  return (
    <form
      className="card stack"
      aria-labelledby="greeting-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h2 id="greeting-form-title" className="section__title">{t('public.greetingTitle')}</h2>
      {hydrated ? (
        <>
          <TextField label={t('public.greetingName')} autoComplete="name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          <div className="field">
            <label className="field__label" htmlFor="greeting-message">{t('public.greetingMessage')}</label>
            <textarea id="greeting-message" className="field__input field__textarea" rows={3} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} aria-describedby="greeting-message-count" />
            <CharCount id="greeting-message-count" value={message} max={500} />
          </div>
        </>
      ) : (
        <>
          <FieldOutline label={t('public.greetingName')} />
          <FieldOutline label={t('public.greetingMessage')} className="field__textarea" />
        </>
      )}
      <Button type="submit" disabled={greetings.sending || name.trim() === '' || message.trim() === ''}>{t('public.greetingSubmit')}</Button>
    </form>
  );
});

/** A registry as givers see it (/registry/{username}) and one of its gifts (/registry/{username}/{product}). */
export const Component = observer(function PublicRegistryScreen() {
  const { t } = useRegistryTexts();
  const store = useStore(PublicRegistryStore);
  const holds = useStore(GiverHoldsStore);
  const { username = '', product } = useParams();
  const backTo = useSafeFrom();
  const dialogs = useGiverDialogs();
  const { run, cancel } = useGiverActions(dialogs);
  const session = useStore(SessionStore);
  // The owner's giver's-eye preview (decision 0462): what a giver sees, but nothing she taps acts.
  const inert = () => toast.show(t('public.giverViewInert'));
  // A visitor giving to a cash fund gives her name first too (the payment page is hers by her account, decision 0404).
  const beforeFundGift = (open: () => void) => (session.isLoggedIn ? open() : dialogs.set({ nameThen: open }));
  // A visitor chipping in gives her name first, so the amount she types is never lost to a sign-in step.
  const identifyThen = (then: () => void) => (session.isLoggedIn ? then() : dialogs.set({ nameThen: then }));
  const startContribution = (gift: GiftProduct) => (store.isPreview ? inert() : identifyThen(() => dialogs.set({ contributing: gift })));

  // The registry and the gift the link names are loaded by the route's loader (route-data.ts `publicRegistry`).
  const liveRef = useLiveStateAttribute(useLiveRegistry(username, store));

  const registry = store.registry?.owner.username === username || store.username === username ? store.registry : null;
  useQueuedReservationsFlush(registry !== null && store.giftsStatus === 'ready');

  if (store.status === 'error' && registry === null) {
    if (store.error?.kind === 'not-found') {
      return (
        <RouteScreen>
          <EmptyState title={notFoundText(t, store.error, 'public.private')} text="" action={<Link className="button" to="/">{t('public.home')}</Link>} />
        </RouteScreen>
      );
    }
    return (
      <RouteScreen>
        <ErrorState message={errorText(t, store.error)} onRetry={() => void store.load(username)} />
      </RouteScreen>
    );
  }

  const buttons = (gift: GiftProduct) => (
    <GiverButtons
      gift={gift}
      onAction={(a) => (store.isPreview ? inert() : void run(a))}
      onCancel={(id) => (store.isPreview ? inert() : void cancel(id))}
      onContribute={startContribution}
      onIdentify={identifyThen}
    />
  );

  // A gift's own link on a weak signal (issue 31): when its own read fails but the registry's list (the kept copy
  // included) holds it, the page shows that copy, saying so, instead of an error; a gift the portal says is gone does not.
  const giftFromList = product !== undefined && store.giftStatus === 'error' && store.giftError?.kind !== 'not-found';
  const detailGift = product && (store.giftStatus !== 'error' || giftFromList) ? store.gift : null;

  return (
    <RouteScreen share backTo={backTo ?? (product ? `/registry/${username}` : undefined)}>
      {registry === null ? (
        <div className="stack" aria-busy="true">
          <Skeleton height="7rem" />
          <Skeleton height="1.5rem" width="60%" />
          <GiftListSkeleton />
        </div>
      ) : (
        <>
          <section className="registry-cover" aria-labelledby="registry-public-name">
            {registry.owner.backgroundUrl ? <img className="registry-cover__bg" src={registry.owner.backgroundUrl} alt="" width={480} height={160} fetchPriority="high" /> : null}
            <div className="registry-cover__owner">
              {registry.owner.photoUrl ? <img className="registry-cover__photo" src={registry.owner.photoUrl} alt="" width={64} height={64} /> : null}
              <div>
                <h2 id="registry-public-name" className="registry-header__name">{store.displayName}</h2>
                <p className="field__hint">{t('public.by', { username: registry.owner.username })}</p>
              </div>
            </div>
            <p>{store.description}</p>
          </section>
          {store.isPreview ? (
            <p className="notice" role="note" data-testid="giver-view-notice">
              <strong>{t('public.giverViewTitle')}</strong> {t('public.giverViewText')}{' '}
              <Link to={backTo ?? '/registry/setting'}>{t('public.giverViewBack')}</Link>
            </p>
          ) : null}
          <KeptCopyNotice username={username} />
          <QueuedOutcomes />
          {store.isOwnRegistry ? (
            <p className="notice">
              {t('public.ownerNote')} <Link to={giverViewPath(username, '/registry/setting')}>{t('public.giverViewLink')}</Link> ·{' '}
              <Link to="/registry/setting">{t('public.manage')}</Link>
            </p>
          ) : null}
          {store.address ? (
            <section className="section" aria-labelledby="registry-address-title">
              <h2 id="registry-address-title" className="section__title">{t('public.addressTitle')}</h2>
              <ShipToCard label={store.address} note={t('public.shipToNote')} />
            </section>
          ) : null}
          {product ? (
            <section className="section" aria-labelledby="registry-gift-detail" ref={liveRef}>
              <h2 id="registry-gift-detail" className="section__title">{t('public.detail')}</h2>
              {detailGift && giftFromList ? (
                <p className="notice" role="status" data-testid="gift-from-list">{t('public.giftFromList')}</p>
              ) : null}
              {detailGift ? (
                <GiftCard gift={detailGift} badge={store.badgeOf(detailGift)} eager>{buttons(detailGift)}</GiftCard>
              ) : store.giftStatus === 'error' && store.giftError?.kind === 'not-found' ? (
                // A gift that is gone (or never was): trying again cannot help; the rest of the list can (QA, 28 November).
                <EmptyState
                  title={notFoundText(t, store.giftError, 'gift.notFound')}
                  text=""
                  action={<Link className="button" to={`/registry/${username}`}>{t('checkout.seeAll')}</Link>}
                />
              ) : store.giftStatus === 'error' ? (
                <ErrorState message={notFoundText(t, store.giftError, 'gift.notFound')} onRetry={() => void store.loadGift(product)} />
              ) : (
                <GiftListSkeleton rows={1} />
              )}
              {detailGift ? <GiftShareLink gift={detailGift} username={username} registryName={store.displayName} /> : null}
              {detailGift?.product?.images[1] ? <ProductImage src={detailGift.product.images[1].imageUrl} alt={detailGift.product.name} size={358} /> : null}
              {detailGift && !store.isOwnRegistry ? <GreetingForm username={username} giftId={detailGift.id} /> : null}
            </section>
          ) : (
            <>
            <section className="section" aria-labelledby="registry-gifts-title" ref={liveRef}>
              <h2 id="registry-gifts-title" className="section__title">{t('public.giftsTitle')}</h2>
              {store.gifts.length === 0 && store.giftsStatus === 'loading' ? (
                <GiftListSkeleton />
              ) : store.gifts.length === 0 && store.giftsStatus === 'error' ? (
                <ErrorState message={errorText(t, store.giftsError)} onRetry={() => void store.load(username)} />
              ) : store.gifts.length === 0 ? (
                <p className="page__lead">{t('public.empty')}</p>
              ) : (
                <ProgressiveList
                  className="gift-list"
                  items={store.gifts}
                  first={FIRST_SCREEN_GIFTS}
                  keyOf={giftKey}
                  placeholder={<GiftListSkeleton rows={1} />}
                  render={(gift, i) => (
                    <GiftCard gift={gift} badge={store.badgeOf(gift)} href={`/registry/${encodeURIComponent(username)}/${encodeURIComponent(gift.id)}`} eager={i < 2}>
                      {buttons(gift)}
                    </GiftCard>
                  )}
                />
              )}
              {store.giftsStatus === 'error' && store.gifts.length > 0 ? <ErrorState message={errorText(t, store.giftsError)} onRetry={() => void store.loadMoreGifts()} /> : null}
              {store.hasMoreGifts && store.giftsStatus !== 'error' ? (
                <Button variant="secondary" block disabled={store.giftsStatus === 'loading'} onClick={() => void store.loadMoreGifts()}>{t('public.loadMore')}</Button>
              ) : null}
              {!store.isOwnRegistry ? <AfterFirstPaint><GreetingForm username={username} /></AfterFirstPaint> : null}
            </section>
            {/* Below the gifts, so funds read after the page is shown never move what is already on screen. */}
            <Suspense fallback={null}><FundSection username={username} beforeGift={beforeFundGift} /></Suspense>
            </>
          )}
          {/* Her gift cart is read after the page is shown (GiverHoldsStore): the bar comes last and floats at the
              bottom of the screen, so it never pushes the gifts down when it appears (issue 31, the registry jumps). */}
          {!store.isOwnRegistry && holds.inCart.size > 0 ? (
            <Link className="button button--block registry-cart-bar" data-testid="gift-cart-bar" to={`/registry/checkout?owner=${encodeURIComponent(registry.owner.id)}&registry=${encodeURIComponent(store.username)}`}>
              {t('public.cartBar', { count: holds.inCart.size })}
            </Link>
          ) : null}
        </>
      )}
      <GiverDialogsView dialogs={dialogs} run={run} />
    </RouteScreen>
  );
});

/** The giver's open dialog, if any (the name first, or the amount she chips in). */
const GiverDialogsView = observer(function GiverDialogsView({ dialogs, run }: { readonly dialogs: GiverDialogs; readonly run: (action: GiverRequest, guest?: RegisterGuestInput) => Promise<boolean> }) {
  const giver = useStore(GiverActionsStore);
  const { waiting, nameThen, contributing } = dialogs;
  return (
    <>
      {waiting ? (
        <GuestIdentityModal
          onClose={() => {
            dialogs.set({ waiting: null });
            giver.clearActionError();
          }}
          onSubmit={(guest) => void run(waiting, guest)}
        />
      ) : null}
      {nameThen ? (
        <GuestIdentityModal
          onClose={() => {
            dialogs.set({ nameThen: null });
            giver.clearActionError();
          }}
          onSubmit={(guest) => {
            void giver.identify(guest).then((ok) => {
              if (!ok) return;
              dialogs.set({ nameThen: null });
              nameThen();
            });
          }}
        />
      ) : null}
      {contributing ? (
        <ContributeModal
          gift={contributing}
          onClose={() => {
            dialogs.set({ contributing: null });
            giver.clearActionError();
          }}
          onSubmit={async (amount, showName) => {
            const ok = await run({ kind: 'contribute', giftId: contributing.id, amount, showName });
            // A refused amount keeps the modal and what she typed, with the portal's message under the field.
            if (ok) dialogs.set({ contributing: null });
            return ok;
          }}
        />
      ) : null}
    </>
  );
});
