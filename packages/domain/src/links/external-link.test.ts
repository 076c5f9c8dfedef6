import { describe, expect, it } from 'vitest';
import { marketplaceOfLink, recogniseExternalLink } from './external-link';

describe('recogniseExternalLink (spec §5)', () => {
  it.each([
    ['https://shopee.co.id/Stroller-Bayi-i.123.456', 'shopee'],
    ['https://www.shopee.co.id/product/1/2', 'shopee'],
    ['http://shopee.co.id', 'shopee'],
    ['https://shp.ee/abc123', 'shopee'],
    ['https://id.shp.ee/AbC12xY', 'shopee'],
    ['https://shope.ee/xyz', 'shopee'],
    ['https://tokopedia.com/toko/produk', 'tokopedia'],
    ['https://www.tokopedia.com/toko/produk?extParam=1', 'tokopedia'],
    ['https://tokopedia.link/AbCd', 'tokopedia'],
    ['https://vt.tiktok.com/ZSabc123/', 'tiktok'],
    ['https://vm.tiktok.com/ZMabc123', 'tiktok'],
    ['https://www.tiktok.com/t/ZTabc123/', 'tiktok'],
    ['HTTPS://SHOPEE.CO.ID/x', 'shopee'],
    ['https://shopee.co.id./x', 'shopee'],
    ['https://shopee.co.id:443/x', 'shopee'],
  ])('recognises %s as %s', (url, marketplace) => {
    expect(recogniseExternalLink(url)).toEqual({ marketplace, url });
  });

  it('trims the pasted link', () => {
    expect(recogniseExternalLink('  https://shp.ee/abc \n')).toEqual({ marketplace: 'shopee', url: 'https://shp.ee/abc' });
  });

  it.each([
    ['look-alike suffix', 'https://shopee.co.id.evil.example/x'],
    ['look-alike prefix', 'https://evil-shopee.co.id/x'],
    ['look-alike glued', 'https://evilshopee.co.id/x'],
    ['userinfo trick', 'https://shopee.co.id@evil.example/x'],
    ['userinfo with password', 'https://shopee.co.id:pass@evil.example'],
    ['backslash trick', 'https://evil.example\\@shopee.co.id'],
    ['javascript scheme', 'javascript:alert("shopee.co.id")'],
    ['data scheme', 'data:text/html,https://shopee.co.id'],
    ['ftp scheme', 'ftp://shopee.co.id/x'],
    ['no scheme', 'shopee.co.id/x'],
    ['protocol-relative', '//shopee.co.id/x'],
    ['encoded host', 'https://shopee%2Eco.id/x'],
    ['space inside', 'https://shopee.co.id /x'],
    ['tab inside host', 'https://shop\tee.co.id/x'],
    ['fullwidth dot', 'https://shopee\u3002co.id/x'],
    ['tiktok video page is not a short link', 'https://www.tiktok.com/@toko/video/123'],
    ['tiktok look-alike', 'https://vt.tiktok.com.evil.example/x'],
    ['other marketplace', 'https://www.lazada.co.id/x'],
    ['port out of range', 'https://shopee.co.id:99999/x'],
    ['empty', ''],
  ])('rejects %s', (_label, url) => {
    expect(recogniseExternalLink(url)).toBeNull();
  });
});

describe('marketplaceOfLink', () => {
  it('names the shop from the URL, not from any label', () => {
    expect(marketplaceOfLink('https://shopee.co.id/Selimut-i.1.2')).toBe('shopee');
    expect(marketplaceOfLink('https://tokopedia.link/abc')).toBe('tokopedia');
    expect(marketplaceOfLink('https://vt.tiktok.com/ZSabc/')).toBe('tiktok');
    expect(marketplaceOfLink('https://shopee.co.id.evil.example/x')).toBe('other');
    expect(marketplaceOfLink('javascript:alert(1)')).toBe('other');
  });
});
