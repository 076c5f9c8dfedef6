import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';

// Issue 31, "payment icons with wrong letters": each method's logo drew the initial of a generic word picked by its
// place in the list ('D' of 'Dompet' for BCA, 'B' of 'Bank' for GoPay). Each logo now shows its own method's name.

const EXPECTED: Record<string, string> = {
  bca_va: 'BCA', mandiri_va: 'Mandiri', bni_va: 'BNI', gopay: 'GoPay', ovo: 'OVO', dana: 'DANA', shopeepay: 'ShopeePay',
  qris: 'QRIS', credit_card: 'Kartu', cod: 'COD',
};

describe('the payment methods’ logos (issue 31)', () => {
  it('each method’s logo, at the image_url GET v1/payment-methods gives it, shows that method’s own name', async () => {
    const portal = createFakePortal();
    const list = (await (await portal.fetch(new Request('http://kado.test/api/v1/payment-methods'))).json()) as {
      data: { rows: { code: string; image_url: string }[] };
    };
    expect(list.data.rows.map((r) => r.code).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const row of list.data.rows) {
      const answer = await portal.fetch(new Request(`http://kado.test${row.image_url}`));
      expect(answer.headers.get('content-type')).toContain('image/svg+xml');
      const text = /<text[^>]*>([^<]*)<\/text>/.exec(await answer.text())?.[1];
      expect({ code: row.code, text }).toEqual({ code: row.code, text: EXPECTED[row.code] });
    }
  });

  it('a place past the list is no logo', async () => {
    const portal = createFakePortal();
    expect((await portal.fetch(new Request('http://kado.test/api/images/payments/99.svg'))).status).toBe(404);
  });
});
