import { createContext } from 'react';
import type { Analytics } from '@kado/domain';

const NOOP: Analytics = { pageView: () => undefined, event: () => undefined };

/** The Analytics port for screens (bound in the composition root). */
export const AnalyticsContext = createContext<Analytics>(NOOP);
