import type { Page } from './page';

/** A message of the adviser chat (spec §3 Chat). */
export interface ChatMessage {
  readonly id: string;
  readonly uuid: string;
  readonly message: string;
  readonly sender: 'user' | 'adviser';
  /** A drafted adviser reply stays 'draft' until sent. */
  readonly status: 'sent' | 'draft';
  readonly createdAt: string;
  readonly feedback: { readonly type: string; readonly message: string | null } | null;
}

/** A frequently asked question (spec §3 FAQ). */
export interface Faq {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly isHighlighted: boolean;
}

/** The onboarding survey answers (spec §3 Survey data). */
export interface SurveyData {
  readonly hasFilled: boolean;
  readonly isPregnant: boolean | null;
  readonly isFirstPregnancy: boolean | null;
  readonly hasChild: boolean | null;
  readonly childName: string | null;
  readonly feels: string | null;
  readonly shoppingElsewhere: readonly string[];
  readonly needs: readonly string[];
  readonly childNeeds: readonly string[];
  readonly categories: readonly string[];
}

/** A question and the adviser's answer to it. */
export interface ChatExchange {
  readonly question: ChatMessage;
  readonly answer: ChatMessage;
}

/** One entry of the mini-point loyalty history. */
export interface MiniPointHistory {
  readonly id: string;
  readonly description: string;
  /** Points earned (positive) or spent (negative). */
  readonly points: number;
  readonly orderId: string | null;
  readonly createdAt: string;
}

/** A page of the mini-point history with the current balance. */
export interface MiniPointPage extends Page<MiniPointHistory> {
  readonly balance: number;
}

/** An uploaded image (POST v1/upload/image returns its id). */
export interface UploadedImage {
  readonly id: string;
  readonly url: string | null;
}
