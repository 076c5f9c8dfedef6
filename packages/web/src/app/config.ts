/** Build-time configuration of the web app (spec §9 flags). */
interface AppConfig {
  /** Spec §2/§9: the maintenance screen replaces all content while true (currently false). */
  readonly maintenance: boolean;
  /** The product name shown in '{product} is currently under Maintenance.' */
  readonly productName: string;
  /** Where 'Get Help' leads during maintenance (a chat link; VITE_HELP_CHAT_URL overrides it). */
  readonly helpChatUrl: string;
  /** The tag manager container id (VITE_GTM_ID, spec §7 configuration); empty: no tag manager is loaded. */
  readonly gtmId: string;
}

export const config: AppConfig = {
  maintenance: import.meta.env.VITE_MAINTENANCE === 'true',
  productName: 'Kado',
  helpChatUrl: import.meta.env.VITE_HELP_CHAT_URL || 'https://wa.me/',
  gtmId: import.meta.env.VITE_GTM_ID || '',
};
