import type { Faq, Page } from '../model';
import type { CallOptions } from './call-options.port';

/** A FAQ search (GET /v1/faqs: page, search, filter[is_highlighted]). */
export interface FaqQuery {
  readonly page: number;
  readonly search?: string;
  readonly highlightedOnly?: boolean;
}

/** Frequently asked questions (spec §7 FAQ). */
export interface FaqGateway {
  /** One page of questions (GET /v1/faqs). */
  list(query: FaqQuery, options?: CallOptions): Promise<Page<Faq>>;
  /** One question (GET /v1/faqs/{id}). */
  get(id: string, options?: CallOptions): Promise<Faq>;
}
