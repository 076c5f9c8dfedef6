import type { Article, Banner, CallOptions, CatalogueGateway, Category, Collection, Page } from '@kado/domain';
import { articleDto, bannerDto, categoryDto, collectionDto } from './catalogue.dto';
import type { PortalClient } from './portal-client';
import { pageDto, rowsDto } from './wire.dto';

const articlePageDto = pageDto(articleDto);
const categoryRowsDto = rowsDto(categoryDto);
const collectionRowsDto = rowsDto(collectionDto);
const bannerRowsDto = rowsDto(bannerDto);

/** The catalogue reads of home's first screen. */
type HomeCatalogue = Pick<CatalogueGateway, 'banners' | 'categories' | 'collections' | 'articles'>;

/**
 * Home's catalogue reads over the portal API (banners, root categories, collections, article teasers): the part of
 * the catalogue adapter / loads at once (issue 15). HttpCatalogueGateway adds the others. Its two queries (the root
 * categories, a page of articles) are left to the portal's check (decision 0521): their schemas would bring the field
 * builders into the home page's first download (JS on / 1.219x the floor against 1.205x).
 */
export class HttpHomeCatalogue implements HomeCatalogue {
  constructor(protected readonly client: PortalClient) {}

  categories(rootOnly: boolean, options?: CallOptions): Promise<readonly Category[]> {
    return this.client.data('v1/categories', categoryRowsDto, {
      query: { 'filter[is_root]': rootOnly ? 1 : undefined },
      signal: options?.signal,
    });
  }

  collections(options?: CallOptions): Promise<readonly Collection[]> {
    return this.client.data('v1/groups/products/all', collectionRowsDto, { signal: options?.signal });
  }

  banners(options?: CallOptions): Promise<readonly Banner[]> {
    return this.client.data('v1/banners', bannerRowsDto, { signal: options?.signal });
  }

  articles(page: number, options?: CallOptions): Promise<Page<Article>> {
    return this.client.data('v1/articles', articlePageDto, { query: { page }, signal: options?.signal });
  }
}
