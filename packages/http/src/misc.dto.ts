import * as v from 'valibot';
import type {
  AffiliateCommission,
  AffiliateProductPage,
  ChatExchange,
  ChatMessage,
  Child,
  Faq,
  MiniPointPage,
  SurveyData,
  UploadedImage,
} from '@kado/domain';
import { productDto } from './catalogue.dto';
import { idDto, optionalIdDto, optionalString } from './wire.dto';

/** Wire uploaded image. */
export const uploadedImageDto = v.pipe(
  v.object({ id: idDto, image_url: optionalString }),
  v.transform((dto): UploadedImage => ({ id: dto.id, url: dto.image_url })),
);

/** Wire child (spec §3). */
export const childDto = v.pipe(
  v.object({
    id: idDto,
    name: v.string(),
    is_default: v.boolean(),
    birth_date: optionalString,
    gender: v.nullish(v.picklist(['male', 'female']), null),
  }),
  v.transform(
    (dto): Child => ({ id: dto.id, name: dto.name, isDefault: dto.is_default, birthDate: dto.birth_date, gender: dto.gender }),
  ),
);

/** Wire FAQ (spec §3). */
export const faqDto = v.pipe(
  v.object({ id: idDto, question: v.string(), answer: v.string(), is_highlighted: v.boolean() }),
  v.transform((dto): Faq => ({ id: dto.id, question: dto.question, answer: dto.answer, isHighlighted: dto.is_highlighted })),
);

const stringList = v.nullish(v.array(v.string()), []);

/** Wire survey answers (spec §3). */
export const surveyDto = v.pipe(
  v.object({
    has_filled: v.boolean(),
    is_pregnant: v.nullish(v.boolean(), null),
    is_first_pregnancy: v.nullish(v.boolean(), null),
    has_child: v.nullish(v.boolean(), null),
    child_name: optionalString,
    feels: optionalString,
    shopping_elsewhere: stringList,
    needs: stringList,
    child_needs: stringList,
    categories: v.nullish(v.array(v.union([v.number(), v.string()])), []),
  }),
  v.transform(
    (dto): SurveyData => ({
      hasFilled: dto.has_filled,
      isPregnant: dto.is_pregnant,
      isFirstPregnancy: dto.is_first_pregnancy,
      hasChild: dto.has_child,
      childName: dto.child_name,
      feels: dto.feels,
      shoppingElsewhere: dto.shopping_elsewhere,
      needs: dto.needs,
      childNeeds: dto.child_needs,
      categories: dto.categories.map(String),
    }),
  ),
);

/** Wire adviser chat message. */
export const chatDto = v.pipe(
  v.object({
    id: idDto,
    uuid: v.string(),
    message: v.string(),
    sender: v.picklist(['user', 'adviser']),
    status: v.optional(v.picklist(['sent', 'draft']), 'sent'),
    feedback: v.nullish(v.object({ type: v.string(), message: optionalString }), null),
    created_at: v.string(),
  }),
  v.transform(
    (dto): ChatMessage => ({
      id: dto.id,
      uuid: dto.uuid,
      message: dto.message,
      sender: dto.sender,
      status: dto.status,
      createdAt: dto.created_at,
      feedback: dto.feedback,
    }),
  ),
);

/** Wire answer of sending a question: the question and the adviser's answer. */
export const chatExchangeDto = v.pipe(
  v.object({ question: chatDto, answer: chatDto }),
  v.transform((dto): ChatExchange => dto),
);

/** Wire mini-point history page with the balance beside `rows`. */
export const miniPointPageDto = v.pipe(
  v.object({
    rows: v.array(
      v.object({ id: idDto, points: v.number(), description: v.string(), order_id: optionalIdDto, created_at: v.string() }),
    ),
    pagination: v.object({ page: v.number(), total_page: v.number() }),
    balance: v.number(),
  }),
  v.transform(
    (dto): MiniPointPage => ({
      items: dto.rows.map((row) => ({
        id: row.id,
        points: row.points,
        description: row.description,
        orderId: row.order_id,
        createdAt: row.created_at,
      })),
      page: dto.pagination.page,
      totalPage: dto.pagination.total_page,
      balance: dto.balance,
    }),
  ),
);

/** Wire affiliate product list: `{ data, links: { next }, meta }` (spec §7), not wrapped further. */
export const affiliateProductPageDto = v.pipe(
  v.object({
    data: v.array(v.object({ ...productDto.pipe[0].entries, commission: v.number() })),
    links: v.object({ next: optionalString }),
  }),
  v.transform(
    (dto): AffiliateProductPage => ({
      items: dto.data.map((item) => ({
        id: item.id,
        name: item.name,
        slug: item.slug,
        imageUrl: item.images[0]?.image_url ?? null,
        price: item.price,
        commission: item.commission,
      })),
      next: dto.links.next,
    }),
  ),
);

/** Wire commission report (spec §3; the wire spells total_all_commision). */
export const affiliateCommissionDto = v.pipe(
  v.object({
    total_product: v.number(),
    total_all_commision: v.number(),
    transaction_all_item_count: v.number(),
    duration: v.optional(v.number(), 30),
  }),
  v.transform(
    (dto): AffiliateCommission => ({
      totalProduct: dto.total_product,
      totalAllCommission: dto.total_all_commision,
      transactionAllItemCount: dto.transaction_all_item_count,
      duration: dto.duration,
    }),
  ),
);
