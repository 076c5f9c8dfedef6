import { describe, expect, it } from 'vitest';
import { loggedInHarness } from '../../kits/portal-harness';
import { ADDRESS_PINPOINTS_KEY, domainError, type Address, type AddressGateway } from '@kado/domain';
import { AddressStore, validateAddressDraft, emptyAddressDraft } from '@kado/stores';

async function setup(email = 'ibu.demo@kado.test') {
  const { gateways, session, storage } = await loggedInHarness(email);
  return { store: new AddressStore(gateways.AddressGateway, session, storage), gateways, session, storage };
}

const failing = (kind: 'unexpected' | 'offline' = 'unexpected'): AddressGateway => {
  const reject = () => Promise.reject(domainError({ kind }));
  return { list: reject, get: reject, create: reject, update: reject, remove: reject, addressBook: reject, searchDistricts: reject };
};

async function fillNew(store: AddressStore) {
  store.startNew();
  await store.searchDistricts('Coblong');
  store.setDistrict(store.districts[0]!);
  store.setField('address', 'Jl. Ganesha No. 10');
  store.setField('addressLabel', 'Rumah Ibu');
  store.setField('receiverName', 'Sari');
  store.setField('receiverPhone', '0812-3456-7890');
  store.setField('postalCode', '40132');
}

describe('AddressStore against the fake portal', () => {
  it('loads the saved addresses, primary first', async () => {
    const { store } = await setup();
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.addresses.map((a) => a.addressLabel)).toEqual(['Rumah', 'Kantor']);
    expect(store.primary?.addressLabel).toBe('Rumah');
  });

  it('adds a primary address with a pinpoint; the old primary loses the mark and the user is refetched', async () => {
    const { store, session, storage } = await setup();
    await store.load();
    await fillNew(store);
    store.setPrimaryFlag(true);
    store.setPinpoint({ lat: -6.89, lng: 107.61 });
    expect(await store.saveDraft()).toBe(true);
    expect(store.draft).toBeNull();
    const added = store.addresses.find((a) => a.addressLabel === 'Rumah Ibu')!;
    expect(added.primary).toBe(true);
    expect(added.receiverPhone).toBe('081234567890');
    expect(store.addresses.filter((a) => a.primary)).toHaveLength(1);
    expect(store.pinpointOf(added.id)).toEqual({ lat: -6.89, lng: 107.61 });
    expect(storage.getItem(ADDRESS_PINPOINTS_KEY)).toContain(added.id);
    expect(session.user?.hasAddress).toBe(true);
  });

  it('a user without addresses gets has_address after the first save', async () => {
    const { store, session } = await setup('baru@kado.test');
    expect(session.user?.hasAddress).toBe(false);
    await store.load();
    await fillNew(store);
    expect(store.draft?.primary).toBe(true);
    expect(await store.saveDraft()).toBe(true);
    expect(session.user?.hasAddress).toBe(true);
  });

  it('makes another address primary, edits and deletes one', async () => {
    const { store } = await setup();
    await store.load();
    const office = store.addresses.find((a) => a.addressLabel === 'Kantor')!;
    expect(await store.setPrimary(office.id)).toBe(true);
    expect(store.byId(office.id)?.primary).toBe(true);
    expect(store.addresses.filter((a) => a.primary).map((a) => a.id)).toEqual([office.id]);

    const home = store.addresses.find((a) => a.addressLabel === 'Rumah')!;
    await store.startEdit(home.id);
    store.setField('addressLabel', 'Rumah Lama');
    expect(await store.saveDraft()).toBe(true);
    expect(store.byId(home.id)?.addressLabel).toBe('Rumah Lama');
    expect(store.byId(office.id)?.primary).toBe(true);

    expect(await store.remove(home.id)).toBe(true);
    expect(store.byId(home.id)).toBeNull();
    await store.load();
    expect(store.addresses.map((a) => a.id)).toEqual([office.id]);
  });

  it('deleting the primary promotes another one as the portal does', async () => {
    const { store } = await setup();
    await store.load();
    expect(await store.remove(store.primary!.id)).toBe(true);
    expect(store.addresses).toHaveLength(1);
    expect(store.addresses[0]?.primary).toBe(true);
  });

  it('validates before reaching the portal and keeps what was typed', async () => {
    const { store } = await setup();
    await store.load();
    store.startNew();
    store.setField('address', 'Jl');
    store.setField('receiverPhone', '12345');
    store.setField('postalCode', '4013');
    expect(await store.saveDraft()).toBe(false);
    expect(store.problems).toMatchObject({ district: 'required', address: 'too-short', addressLabel: 'required', receiverName: 'required', receiverPhone: 'phone-format', postalCode: 'postal-format' });
    expect(store.draft?.address).toBe('Jl');
    expect(store.addresses).toHaveLength(2);
  });

  it('keeps the form open for a trip to the pinpoint screen', async () => {
    const { store } = await setup();
    store.startNew();
    store.setField('receiverName', 'Sari');
    store.startNew();
    expect(store.draft?.receiverName).toBe('Sari');
  });

  it('a 404 on an unknown address shows as an error state', async () => {
    const { store } = await setup();
    await store.startEdit('999');
    expect(store.draftStatus).toBe('error');
    expect(store.actionError?.kind).toBe('not-found');
  });

  it("the routes' reads (decisions 0370, 0371): the list joins a read on its way and reads again on a new visit; the form starts from what is saved unless the map screens handed its draft back", async () => {
    const { gateways, session, storage, calls } = await loggedInHarness();
    const reads = () => calls.filter((c) => c === 'GET /v1/profile/user-address').length;
    const store = new AddressStore(gateways.AddressGateway, session, storage);
    await Promise.all([store.ensureAddresses(), store.ensureAddresses()]);
    expect([reads(), store.addresses.length]).toEqual([1, 2]);
    await store.ensureAddresses();
    expect(reads()).toBe(2);
    const saved = store.addresses[0]!;
    await store.form.open(saved.id);
    store.setField('receiverName', 'Sari Baru');
    store.form.handBack();
    await store.form.open(saved.id);
    expect(store.draft?.receiverName).toBe('Sari Baru');
    await store.form.open(saved.id);
    expect(store.draft?.receiverName).toBe(saved.receiverName);
    await store.form.open(null);
    expect([store.editingId, store.draft?.receiverName]).toEqual([null, '']);
    // An address the list does not know is read once for two openings on their way.
    const fresh = new AddressStore(gateways.AddressGateway, session, storage);
    await Promise.all([fresh.form.open(saved.id), fresh.form.open(saved.id)]);
    expect(calls.filter((c) => c === `GET /v1/profile/user-address/${saved.id}`)).toHaveLength(1);
    expect([fresh.draftStatus, fresh.editingId]).toEqual(['ready', saved.id]);
  });
});

describe('AddressStore failures', () => {
  const known: Address = { id: '1', primary: true, districtId: '1', district: null, address: 'Jl. Satu No 1', addressLabel: 'Rumah', receiverName: 'A', receiverPhone: '081234567890', postalCode: '12345' };
  const other: Address = { ...known, id: '2', primary: false, addressLabel: 'Kantor' };

  async function withList(gateway: AddressGateway) {
    const { session, storage } = await setup();
    const store = new AddressStore({ ...gateway, list: async () => [known, other] }, session, storage);
    await store.load();
    return store;
  }

  it('on the async kit: an older read of the addresses answering last never replaces the newer list; a failed district search shows none', async () => {
    const { gateways, session, storage } = await setup();
    const real = await gateways.AddressGateway.list();
    const held: ((rows: readonly Address[]) => void)[] = [];
    const gateway: AddressGateway = { ...failing(), list: () => new Promise((resolve) => held.push(resolve)) };
    const store = new AddressStore(gateway, session, storage);
    const older = store.load();
    const newer = store.load();
    held[1]!(real);
    await newer;
    held[0]!(real.slice(0, 1));
    await older;
    expect(store.addresses).toEqual(real);
    expect(store.status).toBe('ready');
    await store.searchDistricts('Coblong');
    expect([store.districtStatus, store.districts]).toEqual(['error', []]);
  });

  it('a failed load shows the error kind', async () => {
    const { session, storage } = await setup();
    const store = new AddressStore(failing('offline'), session, storage);
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error?.kind).toBe('offline');
  });

  it('a failed save keeps the form and the list', async () => {
    const store = await withList(failing());
    store.startNew();
    store.setDistrict({ id: '1', name: 'Tebet', city: 'Jakarta Selatan', province: 'DKI Jakarta' });
    store.setField('address', 'Jl. Tebet Raya 1');
    store.setField('addressLabel', 'Kantor');
    store.setField('receiverName', 'Sari');
    store.setField('receiverPhone', '081234567890');
    store.setField('postalCode', '12810');
    expect(await store.saveDraft()).toBe(false);
    expect(store.actionError?.kind).toBe('unexpected');
    expect(store.draft?.address).toBe('Jl. Tebet Raya 1');
    expect(store.addresses).toEqual([known, other]);
  });

  it('a failed make-primary or delete leaves the list as it was', async () => {
    const store = await withList(failing());
    expect(await store.setPrimary('2')).toBe(false);
    expect(await store.remove('1')).toBe(false);
    expect(store.addresses).toEqual([known, other]);
    expect(store.pending).toBe(false);
  });

  it('a 422 from the portal reaches the screen as a validation error', async () => {
    const store = await withList({
      ...failing(),
      create: () => Promise.reject(domainError({ kind: 'validation', message: 'Kecamatan tidak ditemukan', fieldErrors: { district_id: ['Kecamatan tidak ditemukan'] } })),
    });
    store.startNew();
    store.setDistrict({ id: '1', name: 'X', city: 'Y', province: 'Z' });
    for (const [f, v] of [['address', 'Jl. Panjang 1'], ['addressLabel', 'A'], ['receiverName', 'B'], ['receiverPhone', '081234567890'], ['postalCode', '12345']] as const) store.setField(f, v);
    expect(await store.saveDraft()).toBe(false);
    expect(store.actionError).toMatchObject({ kind: 'validation', message: 'Kecamatan tidak ditemukan' });
  });
});

describe('validateAddressDraft', () => {
  it('accepts a complete form with 08, 628 or +628 numbers', () => {
    const base = { ...emptyAddressDraft(), district: { id: '1', name: 'a', city: 'b', province: 'c' }, address: 'Jl. Mawar 1', addressLabel: 'Rumah', receiverName: 'Sari', postalCode: '12345' };
    for (const phone of ['081234567890', '6281234567890', '+6281234567890', '0812 3456 7890']) {
      expect(validateAddressDraft({ ...base, receiverPhone: phone })).toEqual({});
    }
    expect(validateAddressDraft({ ...base, receiverPhone: '0212345678' })).toEqual({ receiverPhone: 'phone-format' });
    expect(validateAddressDraft({ ...base, receiverPhone: '081234567890', postalCode: 'abcde' })).toEqual({ postalCode: 'postal-format' });
  });
});
