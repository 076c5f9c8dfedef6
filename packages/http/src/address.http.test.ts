import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

const input = {
  districtId: '3171010',
  primary: false,
  address: 'Jl. Kenanga No. 7',
  addressLabel: 'Rumah Ibu',
  receiverName: 'Sari Wulandari',
  receiverPhone: '081234567801',
  postalCode: '12160',
};

describe('HttpAddressGateway against the fake portal', () => {
  beforeEach(() => kit.loginAs('ibu.demo@kado.test'));

  it('list answers the saved addresses, primary first', async () => {
    const list = await kit.gateways.AddressGateway.list();
    expect(list.length).toBe(2);
    expect(list[0]).toMatchObject({ primary: true, addressLabel: 'Rumah' });
    expect(list[0]!.district?.name).toBe('Kebayoran Baru');
  });

  it('get answers one; another user\'s address is not found', async () => {
    expect((await kit.gateways.AddressGateway.get('2')).addressLabel).toBe('Kantor');
    await failsWith(kit.gateways.AddressGateway.get('3'), 'not-found');
  });

  it('create saves a new address; a new primary unsets the old one', async () => {
    const created = await kit.gateways.AddressGateway.create({ ...input, primary: true });
    expect(created).toMatchObject({ primary: true, address: 'Jl. Kenanga No. 7', districtId: '3171010' });
    const list = await kit.gateways.AddressGateway.list();
    expect(list.filter((address) => address.primary).map((address) => address.id)).toEqual([created.id]);
  });

  it('create with a bad postal code is a validation error', async () => {
    const error = await failsWith(kit.gateways.AddressGateway.create({ ...input, postalCode: '12' }), 'validation');
    if (error.detail.kind !== 'validation') throw error;
    expect(error.detail.fieldErrors.postal_code).toBeDefined();
  });

  it('update changes an address', async () => {
    const updated = await kit.gateways.AddressGateway.update('2', { ...input, addressLabel: 'Kantor Baru' });
    expect(updated.addressLabel).toBe('Kantor Baru');
  });

  it('remove deletes an address', async () => {
    await kit.gateways.AddressGateway.remove('2');
    await failsWith(kit.gateways.AddressGateway.get('2'), 'not-found');
  });

  it('addressBook answers where the gifts ship, cut to what a giver may see (decision 0180)', async () => {
    kit.logout();
    const book = await kit.gateways.AddressGateway.addressBook('bunda-demo');
    expect(book).toHaveLength(1);
    expect(book[0]!.visibility).toBe('area');
    expect(book[0]!.city).not.toBe('');
    expect(book[0]!.address).toBeNull();
    expect(book[0]!.receiverPhone).toBeNull();
  });

  it('searchDistricts finds districts by name', async () => {
    const districts = await kit.gateways.AddressGateway.searchDistricts('Kebayoran');
    expect(districts.map((district) => district.name)).toContain('Kebayoran Baru');
  });
});
