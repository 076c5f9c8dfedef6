// Spec §1: brand pages and reviews are separate micro-services reached by full-page navigation; the list
// holds a path (origin) and a prefix per name, and a missing entry gives a generic error message.
// VITE_MICRO_SERVICES (JSON: { "brand": { "path": "https://…", "prefix": "/…" } }) replaces the defaults.
// By default both point at this app's own origin, which serves /{slug}/product and the review pages
// itself (decision 0121).

/** Where one micro-service lives. */
interface MicroService {
  /** Origin, e.g. 'https://brand.kado.id'; empty for this app's own origin. */
  readonly path: string;
  /** Path prefix before the service's own routes, e.g. '/brand'; may be empty. */
  readonly prefix: string;
}

const DEFAULTS: Readonly<Record<string, MicroService>> = {
  brand: { path: '', prefix: '' },
  review: { path: '', prefix: '' },
};

/** Reads the VITE_MICRO_SERVICES JSON: the defaults when unset, only well-formed entries, none when it is not JSON. */
export function parseMicroServices(raw: string | undefined): Readonly<Record<string, MicroService>> {
  if (!raw) return DEFAULTS;
  try {
    const value = JSON.parse(raw) as Record<string, Partial<MicroService>>;
    const entries = Object.entries(value).filter(
      ([, s]) => typeof s === 'object' && s !== null && typeof s.path === 'string' && typeof s.prefix === 'string',
    );
    return Object.fromEntries(entries) as Record<string, MicroService>;
  } catch {
    return {};
  }
}

export const MICRO_SERVICES = parseMicroServices(import.meta.env.VITE_MICRO_SERVICES as string | undefined);

/** The full URL of a path in a micro-service, or null when the list has no entry of that name. */
export function microServiceUrl(name: string, path: string, services: Readonly<Record<string, MicroService>> = MICRO_SERVICES): string | null {
  const service = Object.prototype.hasOwnProperty.call(services, name) ? services[name] : undefined;
  if (!service) return null;
  const prefix = service.prefix.replace(/\/+$/, '');
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `${service.path.replace(/\/+$/, '')}${prefix}${rest}`;
}

/** The brand page of a brand slug in the brand micro-service: /{slug}/product. */
export function brandPageUrl(slug: string, services?: Readonly<Record<string, MicroService>>): string | null {
  return microServiceUrl('brand', `/${encodeURIComponent(slug)}/product`, services);
}
