/** An expected failure: thrown by a handler before it changes any state, turned into a JSON answer by `onError`. */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra answer headers (a 429's `Retry-After`). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

export const MSG = {
  notFound: 'Data tidak ditemukan',
  /** A registry change stream refused for the caps (issue 26): the page keeps up by asking again instead. */
  liveStreamsBusy: 'Terlalu banyak koneksi langsung saat ini. Halaman akan diperbarui secara berkala.',
  unauthenticated: 'Silakan masuk terlebih dahulu',
  forbidden: 'Anda tidak memiliki akses ke data ini',
  badJson: 'Format data tidak valid',
  invalid: 'Data yang dikirim tidak valid',
  giftTaken: 'Kado ini sudah direservasi orang lain',
  /** A public registry with nothing to give yet (decision 0531). */
  registryNotReady: 'Registry ini belum siap. Pemiliknya belum menambahkan kado pertama, coba buka lagi nanti.',
  routeNotFound: 'Halaman tidak ditemukan',
  server: 'Terjadi kesalahan pada server',
} as const;

export const notFound = (message: string = MSG.notFound): PortalError => new PortalError(404, message);
export const unauthenticated = (message: string = MSG.unauthenticated): PortalError => new PortalError(401, message);
export const forbidden = (message: string = MSG.forbidden): PortalError => new PortalError(403, message);
export const conflict = (message: string): PortalError => new PortalError(409, message);
export const badRequest = (message: string = MSG.badJson): PortalError => new PortalError(400, message);
/** 422 with one field error; the message is that error (spec §8 shows the first field error). */
export const fieldError = (field: string, message: string): PortalError =>
  new PortalError(422, message, { [field]: [message] });

/** A JSON response with any status, 490 included (Hono's typed `c.json` does not accept 490). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

export function errorResponse(error: PortalError): Response {
  const body: { message: string; errors?: Record<string, string[]> } = { message: error.message };
  if (error.errors) body.errors = error.errors;
  return jsonResponse(body, error.status, error.headers);
}
