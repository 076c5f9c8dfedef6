import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createStandalonePortal } from '@kado/fake-portal';
import { formatRupiah, giftUnitPrice } from '@kado/domain';
import { PublicRegistryStore } from '@kado/stores';
import { createCliContainer } from './container';
import { errorText, registryCommand, reserveCommand } from './commands';
import { run } from './main';
import { TEXTS } from './texts';

const guest = { name: 'Nenek Ratna', contact: '081277770001' };

describe('kado registry (in-process fake portal)', () => {
  it('prints every gift with its Indonesian badge and the price by the domain rules', async () => {
    const result = await registryCommand(createCliContainer(), 'bunda-demo');
    expect(result.exitCode).toBe(0);
    const text = result.lines.join('\n');
    expect(result.lines[0]).toBe("Sari's Baby Registry (@bunda-demo)");
    expect(text).toMatch(/#16 +\[Tersedia\] +Biskuit Bayi Rasa Pisang Pelangi Baby · Rp\u00a053\.900/);
    expect(text).toMatch(/#7 +\[Dikirim\] /);
    expect(text).toMatch(/#8 +\[Selesai\] /);
    expect(text).toMatch(/#5 +\[Di Keranjang\] /);
    expect(text).toMatch(/#4 +\[Direservasi\] /);
    expect(text).toMatch(/#10 +\[Dibeli\] /);
    expect(text).toContain('3 dari 3 lagi');
    // The older gifts behind the first page are there too.
    expect(text).toMatch(/#1 +\[Tersedia\]/);
    expect(result.lines.at(-1)).toBe(TEXTS.giftCount(16));
    expect(formatRupiah(53_900)).toBe('Rp\u00a053.900');
  });

  it('says so in Indonesian when the registry does not exist', async () => {
    const result = await registryCommand(createCliContainer(), 'tidak-ada');
    expect(result).toEqual({ lines: ['Registry tidak ditemukan'], exitCode: 1 });
  });
});

describe('kado reserve (in-process fake portal)', () => {
  it('reserves as a guest with a name and a WhatsApp number; the gift is then held', async () => {
    const container = createCliContainer();
    const result = await reserveCommand(container, { username: 'bunda-demo', giftId: '16', ...guest });
    expect(result.exitCode).toBe(0);
    expect(result.lines[0]).toBe('Kado berhasil direservasi');
    expect(result.lines[1]).toMatch(/#16 +\[Direservasi\] +Biskuit/);
    expect(result.lines[2]).toMatch(/^Ditahan untukmu sampai \d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB$/);
    // In the same portal the gift is no longer free.
    const again = await registryCommand(container, 'bunda-demo');
    expect(again.lines.join('\n')).toMatch(/#16 +\[Direservasi\]/);
  });

  it('refuses a gift someone else holds, an unknown gift, and a guest without a contact', async () => {
    expect(await reserveCommand(createCliContainer(), { username: 'bunda-demo', giftId: '4', name: 'A', contact: 'a@contoh.id' }))
      .toEqual({ lines: [expect.stringMatching(/#4 +\[Direservasi\]/), TEXTS.taken], exitCode: 1 });
    expect(await reserveCommand(createCliContainer(), { username: 'bunda-demo', giftId: '999', ...guest }))
      .toEqual({ lines: [TEXTS.giftNotFound('999')], exitCode: 1 });
    expect(await reserveCommand(createCliContainer(), { username: 'bunda-demo', giftId: '16', name: 'A', contact: ' ' }))
      .toEqual({ lines: [TEXTS.guestNeeded], exitCode: 2 });
  });

  it('refuses a contact that is neither an e-mail nor a WhatsApp number before asking the portal', async () => {
    const result = await reserveCommand(createCliContainer(), { username: 'bunda-demo', giftId: '16', name: 'A', contact: 'bukan-email@' });
    expect(result).toEqual({ lines: [TEXTS.contactInvalid], exitCode: 2 });
  });

  it('shows the portal’s Indonesian field message when the guest sign-up is refused', async () => {
    const result = await reserveCommand(createCliContainer(), { username: 'bunda-demo', giftId: '16', name: 'A'.repeat(101), contact: 'tamu.cli@contoh.id' });
    expect(result).toEqual({ lines: [expect.stringMatching(/^Nama /)], exitCode: 1 });
  });
});

describe('kado --portal URL (a portal over HTTP)', () => {
  let server: ServerType;
  let base: string;
  const standalone = createStandalonePortal({ publicOrigin: 'http://localhost', log: null });
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: standalone.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => {
    server.close();
  });

  it('reserves on that portal', async () => {
    const result = await run(['reserve', 'bunda-demo', '16', '--name', 'Mbak Yuni', '--contact', 'yuni@contoh.id', '--portal', base]);
    expect(result.lines[0]).toBe('Kado berhasil direservasi');
    expect(result.exitCode).toBe(0);
    // The portal's own state holds it; a fresh run sees it.
    const gift = standalone.portal.state.gifts.find((g) => g.id === 16);
    expect(gift?.reserved_by?.name).toBe('Mbak Yuni');
    const listed = await run(['registry', 'bunda-demo', '--portal', base]);
    expect(listed.lines.join('\n')).toMatch(/#16 +\[Direservasi\]/);
  });

  it('says the portal cannot be reached when nothing answers', async () => {
    const result = await run(['registry', 'bunda-demo', '--portal', 'http://127.0.0.1:9/api']);
    expect(result).toEqual({ lines: [TEXTS.offline], exitCode: 1 });
  }, 30_000);
});

describe('the kado command', () => {
  it('runs from its bin file with no DOM and no build step', () => {
    const bin = fileURLToPath(new URL('../bin/kado.mjs', import.meta.url));
    const out = spawnSync(process.execPath, [bin, 'registry', 'bunda-demo'], { encoding: 'utf8', timeout: 60_000 });
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain("Sari's Baby Registry (@bunda-demo)");
    expect(out.stdout).toMatch(/#16 +\[Tersedia\]/);
  }, 70_000);

  it('prints its usage for an unknown command', async () => {
    const result = await run(['hapus']);
    expect(result.exitCode).toBe(2);
    expect(result.lines[0]).toBe(TEXTS.unknownCommand('hapus'));
  });
});

describe('issue 31: the CLI tells the truth', () => {
  it('a reservation without --portal says plainly it was made on throwaway demo data', async () => {
    const result = await run(['reserve', 'bunda-demo', '16', '--name', guest.name, '--contact', guest.contact]);
    expect(result.exitCode).toBe(0);
    expect(result.lines[0]).toBe('Kado berhasil direservasi');
    expect(result.lines.at(-1)).toBe(TEXTS.demoOnly);
    expect(TEXTS.demoOnly).toContain('tidak tersimpan di portal mana pun');
  });

  it('prices a several-unit gift per unit, as the web’s card does (Sabun Cair, 3 units)', async () => {
    const container = createCliContainer();
    const result = await registryCommand(container, 'bunda-demo');
    const line = result.lines.find((l) => l.startsWith('#15 '))!;
    const gift = container.get(PublicRegistryStore).gifts.find((g) => g.id === '15')!;
    expect(gift.quantity).toBe(3);
    expect(line).toContain(`· ${formatRupiah(giftUnitPrice(gift))} · 3 dari 3 lagi`);
    expect(line).not.toContain(formatRupiah(giftUnitPrice(gift) * 3));
  });

  it('says why the portal refused instead of "Terjadi kesalahan tak terduga"', () => {
    expect(errorText({ kind: 'conflict', message: 'Kado ini sudah direservasi orang lain' })).toBe('Kado ini sudah direservasi orang lain');
    expect(errorText({ kind: 'conflict', message: 'Terjadi kesalahan tak terduga' })).toBe(TEXTS.justTaken);
    expect(errorText({ kind: 'forbidden' })).toBe(TEXTS.forbidden);
    expect(errorText({ kind: 'unexpected' })).toBe('Terjadi kesalahan tak terduga');
  });
});

describe('errorText (the domain’s mapping, worded for a terminal)', () => {
  it('says how long to wait after too many tries (decision 0240)', () => {
    expect(errorText({ kind: 'rate-limited', message: 'x', retryAfterSeconds: 30 })).toBe('Terlalu banyak percobaan. Coba lagi dalam 30 detik.');
    expect(errorText({ kind: 'rate-limited', message: 'x', retryAfterSeconds: 125 })).toBe('Terlalu banyak percobaan. Coba lagi dalam 3 menit.');
  });
});
