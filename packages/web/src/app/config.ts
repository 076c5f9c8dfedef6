/** Build-time configuration of the web app (spec §9 flags). */
export interface AppConfig {
  /** Spec §2/§9: the maintenance screen replaces all content while true (currently false). */
  readonly maintenance: boolean;
  /** The product name shown in '{product} is currently under Maintenance.' */
  readonly productName: string;
  /** Where 'Get Help' leads during maintenance (a chat link; VITE_HELP_CHAT_URL overrides it). */
  readonly helpChatUrl: string;
}

export const config: AppConfig = {
  maintenance: import.meta.env.VITE_MAINTENANCE === 'true',
  productName: 'Kado',
  helpChatUrl: import.meta.env.VITE_HELP_CHAT_URL || 'https://wa.me/',
};
