import { addGiftProductRequest, addressVisibilityRequest, copyLinkRequest, externalProductRequest, fundGiftRequest, fundRequest, greetingRequest, updateExternalProductRequest, updateGiftProductRequest, updateRegistryRequest, productLinkQuery, giftProductQuery, pageQuery } from '@kado/contract';
import type {
  AddGiftProductInput,
  CallOptions,
  CashFund,
  CashFundInput,
  CrawledProduct,
  ExternalProductInput,
  FundGiftInput,
  GiftProduct,
  GiftProductCheck,
  GiftProductQuery,
  Greeting,
  GreetingInput,
  Order,
  Page,
  RegistryGateway,
  RegistryProfile,
  RegistryProfileInput,
  UpdateGiftProductInput,
} from '@kado/domain';
import type { PortalClient } from './portal-client';
import { crawledProductDto, giftProductCheckDto, giftProductDto, greetingDto, registryDto } from './registry.dto';
import { pageDto, rowsDto } from './wire.dto';
import { cashFundDto } from './fund.dto';
import { orderDto } from './order.dto';

const giftPageDto = pageDto(giftProductDto);
const checkRowsDto = rowsDto(giftProductCheckDto);
const greetingPageDto = pageDto(greetingDto);
const fundRowsDto = rowsDto(cashFundDto);

const fundBody = (input: CashFundInput) => ({ name: input.name, goal_amount: input.goalAmount, story: input.story, allow_over_goal: input.allowOverGoal });

function externalBody(input: ExternalProductInput): Record<string, unknown> {
  return {
    url: input.url,
    name: input.name,
    price: input.price,
    quantity: input.quantity,
    marketplace: input.marketplace,
    ...(input.imageUrl ? { image_url: input.imageUrl } : {}),
    ...(input.note ? { note: input.note } : {}),
  };
}

const at = (id: string): string => encodeURIComponent(id);

/** RegistryGateway over the portal API (spec §7 Registry). */
export class HttpRegistryGateway implements RegistryGateway {
  constructor(private readonly client: PortalClient) {}

  myRegistry(options?: CallOptions): Promise<RegistryProfile> {
    return this.client.data('v2/gifts', registryDto, { signal: options?.signal });
  }

  registry(usernameOrId: string, options?: CallOptions): Promise<RegistryProfile> {
    return this.client.data(`v2/gifts/${at(usernameOrId)}`, registryDto, { signal: options?.signal, withoutSession: options?.asVisitor });
  }

  updateRegistry(input: RegistryProfileInput, options?: CallOptions): Promise<RegistryProfile> {
    return this.client.data('v2/gifts', registryDto, {
      method: 'put',
      json: { name: input.name, description: input.description, is_public: input.isPublic },
      request: updateRegistryRequest,
      signal: options?.signal,
    });
  }

  setAddressDetailVisibility(detailVisible: boolean, options?: CallOptions): Promise<RegistryProfile> {
    return this.client.data('v2/gifts/address/visibility', registryDto, {
      method: 'put',
      json: { is_registry_address_detail_visible: detailVisible },
      request: addressVisibilityRequest,
      signal: options?.signal,
    });
  }

  setAddressVisibility(visible: boolean, options?: CallOptions): Promise<RegistryProfile> {
    return this.client.data('v2/gifts/address/visibility', registryDto, {
      method: 'put',
      json: { is_registry_address_visible: visible },
      request: addressVisibilityRequest,
      signal: options?.signal,
    });
  }

  setCopyLink(link: string, options?: CallOptions): Promise<void> {
    return this.client.send('v2/gifts/set-copy-link', { method: 'post', json: { link }, request: copyLinkRequest, signal: options?.signal });
  }

  addProduct(input: AddGiftProductInput, options?: CallOptions): Promise<GiftProduct> {
    return this.client.data('v2/gifts/product', giftProductDto, {
      method: 'post',
      json: { product_id: Number(input.productId), sku_id: Number(input.skuId), quantity: input.quantity },
      request: addGiftProductRequest,
      signal: options?.signal,
    });
  }

  addExternalProduct(input: ExternalProductInput, options?: CallOptions): Promise<GiftProduct> {
    return this.client.data('v2/gifts/external-product', giftProductDto, {
      method: 'post',
      json: externalBody(input),
      request: externalProductRequest,
      signal: options?.signal,
    });
  }

  updateExternalProduct(id: string, input: ExternalProductInput, options?: CallOptions): Promise<GiftProduct> {
    return this.client.data(`v2/gifts/external-product/${at(id)}`, giftProductDto, {
      method: 'put',
      json: externalBody(input),
      request: updateExternalProductRequest,
      signal: options?.signal,
    });
  }

  giftProduct(id: string, options?: CallOptions): Promise<GiftProduct> {
    return this.client.data(`v2/gift-products/show/${at(id)}`, giftProductDto, { signal: options?.signal, withoutSession: options?.asVisitor });
  }

  crawlUrl(url: string, options?: CallOptions): Promise<CrawledProduct> {
    return this.client.data('v2/gift-add-url', crawledProductDto, { query: { url }, querySchema: productLinkQuery, signal: options?.signal });
  }

  checkExistence(productId: string, options?: CallOptions): Promise<readonly GiftProductCheck[]> {
    return this.client.data(`v1/gift-products/${at(productId)}/check-existances`, checkRowsDto, { signal: options?.signal });
  }

  giftProducts(userSlug: string, query: GiftProductQuery, options?: CallOptions): Promise<Page<GiftProduct>> {
    return this.client.data(`v2/gift-products/${at(userSlug)}`, giftPageDto, {
      query: { page: query.page, limit: query.limit ?? 10, sort: query.sort, 'filter[status]': query.status },
      querySchema: giftProductQuery,
      signal: options?.signal,
      withoutSession: options?.asVisitor,
    });
  }

  revealContributor(id: string, options?: CallOptions): Promise<GiftProduct> {
    return this.action(`v1/gift-product-contributor/${at(id)}/reveal`, 'post', options);
  }

  markPurchased(id: string, options?: CallOptions): Promise<GiftProduct> {
    return this.action(`v1/gift-product-complete/${at(id)}`, 'post', options);
  }

  markNotPurchased(id: string, options?: CallOptions): Promise<GiftProduct> {
    return this.action(`v1/gift-product-not-complete/${at(id)}`, 'post', options);
  }

  markUndelivered(id: string, options?: CallOptions): Promise<GiftProduct> {
    return this.action(`v1/gift-products/${at(id)}/undelivered`, 'post', options);
  }

  cancelReservation(id: string, options?: CallOptions): Promise<GiftProduct> {
    return this.action(`v2/gift-products/cancel-reservations/${at(id)}`, 'delete', options);
  }

  removeGiftProduct(id: string, options?: CallOptions): Promise<void> {
    return this.client.send(`v1/gift-products/${at(id)}`, { method: 'delete', signal: options?.signal });
  }

  setPrivate(id: string, options?: CallOptions): Promise<GiftProduct> {
    return this.action(`v1/gift-products/${at(id)}/set-private`, 'post', options);
  }

  setPublic(id: string, options?: CallOptions): Promise<GiftProduct> {
    return this.action(`v1/gift-products/${at(id)}/set-public`, 'post', options);
  }

  updateGiftProduct(id: string, input: UpdateGiftProductInput, options?: CallOptions): Promise<GiftProduct> {
    return this.client.data(`v1/gift-products/${at(id)}`, giftProductDto, {
      method: 'put',
      request: updateGiftProductRequest,
      json: {
        ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        ...(input.skuId !== undefined ? { sku_id: Number(input.skuId) } : {}),
      },
      signal: options?.signal,
    });
  }

  greetings(page: number, options?: CallOptions): Promise<Page<Greeting>> {
    return this.client.data('v2/gifts/greetings', greetingPageDto, { query: { page }, querySchema: pageQuery, signal: options?.signal });
  }

  sendGreeting(username: string, input: GreetingInput, options?: CallOptions): Promise<Greeting> {
    return this.client.data(`v2/gifts/${at(username)}/greetings`, greetingDto, {
      method: 'post',
      request: greetingRequest,
      json: {
        name: input.name,
        message: input.message,
        ...(input.giftProductId ? { gift_product_id: Number(input.giftProductId) } : {}),
      },
      signal: options?.signal,
    });
  }

  funds(username: string, options?: CallOptions): Promise<readonly CashFund[]> {
    return this.client.data(`v2/gifts/${at(username)}/funds`, fundRowsDto, { signal: options?.signal, withoutSession: options?.asVisitor });
  }

  myFunds(options?: CallOptions): Promise<readonly CashFund[]> {
    return this.client.data('v2/gift-funds', fundRowsDto, { signal: options?.signal });
  }

  createFund(input: CashFundInput, options?: CallOptions): Promise<CashFund> {
    return this.client.data('v2/gift-funds', cashFundDto, { method: 'post', json: fundBody(input), request: fundRequest, signal: options?.signal });
  }

  updateFund(id: string, input: CashFundInput, options?: CallOptions): Promise<CashFund> {
    return this.client.data(`v2/gift-funds/${at(id)}`, cashFundDto, { method: 'put', json: fundBody(input), request: fundRequest, signal: options?.signal });
  }

  removeFund(id: string, options?: CallOptions): Promise<void> {
    return this.client.send(`v2/gift-funds/${at(id)}`, { method: 'delete', signal: options?.signal });
  }

  giveToFund(fundId: string, input: FundGiftInput, options?: CallOptions): Promise<Order> {
    return this.client.data(`v2/gift-funds/${at(fundId)}/gifts`, orderDto, {
      method: 'post',
      json: { amount: input.amount, name: input.name, message: input.message, payment_method: input.paymentMethod },
      request: fundGiftRequest,
      signal: options?.signal,
    });
  }

  private action(path: string, method: 'post' | 'delete', options?: CallOptions): Promise<GiftProduct> {
    return this.client.data(path, giftProductDto, {
      method,
      ...(method === 'post' ? { json: {} } : {}),
      signal: options?.signal,
    });
  }
}
