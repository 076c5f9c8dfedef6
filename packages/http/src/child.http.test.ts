import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

const child = { name: 'Laras', birthDate: '2025-01-02', gender: 'female' as const, isDefault: false };

describe('HttpChildGateway against the fake portal', () => {
  beforeEach(() => kit.loginAs('ibu.demo@kado.test'));

  it('list answers the two children with one default', async () => {
    const list = await kit.gateways.ChildGateway.list();
    expect(list.map((c) => c.name)).toEqual(['Arka', 'Kirana']);
    expect(list.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('create adds a child; a new default unsets the previous one', async () => {
    const created = await kit.gateways.ChildGateway.create({ ...child, isDefault: true });
    expect(created).toMatchObject({ name: 'Laras', gender: 'female', birthDate: '2025-01-02', isDefault: true });
    const defaults = (await kit.gateways.ChildGateway.list()).filter((c) => c.isDefault);
    expect(defaults.map((c) => c.id)).toEqual([created.id]);
    await failsWith(kit.gateways.ChildGateway.create({ ...child, name: '' }), 'validation');
  });

  it('update changes a child; someone else\'s child is not found', async () => {
    expect((await kit.gateways.ChildGateway.update('2', { ...child, name: 'Kirana Ayu' })).name).toBe('Kirana Ayu');
    await failsWith(kit.gateways.ChildGateway.update('3', child), 'not-found');
  });

  it('remove deletes a child', async () => {
    await kit.gateways.ChildGateway.remove('2');
    expect((await kit.gateways.ChildGateway.list()).map((c) => c.id)).toEqual(['1']);
  });

  it('setDefault moves the default', async () => {
    expect((await kit.gateways.ChildGateway.setDefault('2')).isDefault).toBe(true);
    expect((await kit.gateways.ChildGateway.list()).find((c) => c.id === '1')!.isDefault).toBe(false);
  });

  it('children need a login', async () => {
    kit.logout();
    await failsWith(kit.gateways.ChildGateway.list(), 'unauthorized');
  });
});
