// The domain compiles without DOM or Node types. These empty declarations name the platform's
// AbortSignal and Blob opaquely here; where the real lib types exist (http, stores, web) they merge
// with them, so adapters and callers see the real types and need no casts.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AbortSignal {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Blob {}
}

/** Options every gateway call accepts: a signal to abort it (a debounced search drops stale calls). */
export interface CallOptions {
  readonly signal?: AbortSignal;
  /**
   * Read as a visitor without a session would (the owner's 'Lihat sebagai pemberi kado', decision 0462): the call
   * goes without the bearer header, so the portal answers what a giver sees. Reads of public pages only.
   */
  readonly asVisitor?: boolean;
}
